import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Open Badges 3.0 credentials issued to members (ADR 015): one per verified mission and one per
 * completed journey. The signed form (`jws`, a VC-JWT) is what anyone verifies; `document` is the
 * same credential as JSON. Revocation flips the credential's bit in the published status list.
 */
export const credentials = pgTable(
  "credentials",
  {
    /** A random UUID; the credential's public address is /credentials/<id>. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"mission" | "journey">().notNull(),
    /** The mission id, or the journey (path) id as text. */
    achievementRef: text("achievement_ref").notNull(),
    /** The club named in the issuer profile, as it was called at issue. */
    clubName: text("club_name").notNull(),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    /**
     * `credentialSubject.id` and the JWT's `sub` (ADR 037): `urn:uuid:<random>`, one per
     * credential, so no user id leaves the server and downloads stay the same; or, when the
     * member chose it, their linked wallet as `did:pkh:eip155:<chain>:<address>` (ADR 040), the
     * same on each credential issued while it is chosen.
     */
    subjectId: text("subject_id").notNull(),
    /**
     * The `document`'s Data Integrity proof (eddsa-rdfc-2022): the `.json` download is the
     * document with it. Null for a credential issued before proofs, until its first download.
     */
    proof: jsonb("proof").$type<Record<string, unknown>>(),
    jws: text("jws").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Position in the revocation status list (list = index / list size). */
    statusListIndex: serial("status_list_index").notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    unique("credentials_user_achievement_key").on(table.userId, table.kind, table.achievementRef),
    unique("credentials_status_list_index_key").on(table.statusListIndex),
    // A random subject id is never used twice; a wallet's did:pkh names many credentials.
    uniqueIndex("credentials_subject_id_key")
      .on(table.subjectId)
      .where(sql`${table.subjectId} like 'urn:uuid:%'`),
    index("credentials_user_id_idx").on(table.userId),
    check("credentials_kind_check", sql`${table.kind} in ('mission', 'journey')`),
  ],
);

/**
 * Members who add their email address to the credentials issued to them, salted and hashed (an
 * Open Badges IdentityObject), so someone who knows the address can match it. Off by default
 * (no row); it applies to credentials issued after it is switched on.
 */
export const credentialRecipientEmails = pgTable("credential_recipient_emails", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Members who hide themselves from their club's leaderboard (shown by default). */
export const leaderboardOptOuts = pgTable("leaderboard_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's public profile (ADR 016): private until they switch it on. Its address,
 * /Profile/<publicId>, is random and stays the same when the profile is switched off and on again.
 */
export const publicProfiles = pgTable("public_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  publicId: text("public_id").notNull().unique("public_profiles_public_id_key"),
  isPublic: boolean("is_public").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
