export * from "./auth.ts";
export * from "./clubs.ts";
export * from "./idempotency.ts";
export * from "./mail.ts";
export * from "./memberships.ts";
export * from "./missions.ts";
export * from "./notifications.ts";
export * from "./payments.ts";
