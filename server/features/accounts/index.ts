/** The public entry of the accounts feature: what other features may use (ADR 032). */
export { findLanguage, isAccountDisabled } from "./repository.ts";
