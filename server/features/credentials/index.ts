/** The public entry of the credentials feature: what other features may use (ADR 032). */
export { credentialsHeldBy, credentialsHeldByEach, type HeldCredential } from "./held.ts";
export type { CredentialIssuer } from "./issuer.ts";
export {
  credentialWithProof,
  issueForVerifiedMission,
  journeyCredentialIdOf,
} from "./service.ts";
