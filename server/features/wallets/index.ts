/** What other features and the composition root use of wallets (issue 36). */
export {
  hasLinkedWallet,
  publicWalletsOf,
  signInChallenge,
  signInOwner,
  type WalletDeps,
} from "./service.ts";
