/** The public entry of the accounts feature: what other features may use (ADR 030). */
export { findLanguage, isAccountDisabled } from "./repository.ts";
