/** What other features and the composition root use of wallets (issue 36). */

/** All of a member's linked wallets, oldest first (what they may share when applying, issue 37). */
export {
  listWallets as linkedWalletsOf,
  /** As `linkedWalletsOf`, for several members at once (each row names its member). */
  listWalletsOf as linkedWalletsOfEach,
} from "./repository.ts";
export {
  hasLinkedWallet,
  publicWalletsOf,
  signInChallenge,
  signInOwner,
  type WalletDeps,
} from "./service.ts";
