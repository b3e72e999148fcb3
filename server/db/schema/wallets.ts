import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * A wallet a member linked by signing an EIP-4361 message (issue 36): one address belongs to one
 * person only; private unless its owner shows it on their public profile.
 */
export const walletLinks = pgTable(
  "wallet_links",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** EIP-55 checksummed, as viem's getAddress writes it. */
    address: text("address").notNull(),
    chainId: integer("chain_id").notNull(),
    isPublic: boolean("is_public").notNull().default(false),
    /**
     * The wallet that credentials issued from now on name as their subject (`did:pkh`, ADR 040):
     * at most one per member, none by default. Unlinking deletes the row, and the choice with it.
     */
    namesCredentials: boolean("names_credentials").notNull().default(false),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("wallet_links_address_key").on(sql`lower(${table.address})`),
    index("wallet_links_user_idx").on(table.userId),
    uniqueIndex("wallet_links_names_credentials_key")
      .on(table.userId)
      .where(sql`${table.namesCredentials}`),
  ],
);

/**
 * The nonces the server put in messages to sign: single-use (deleted when a signed message
 * comes back, before anything else is checked) and short-lived. A nonce to link is bound to the
 * member who asked; a nonce to sign in to nobody.
 */
export const walletNonces = pgTable(
  "wallet_nonces",
  {
    nonce: text("nonce").primaryKey(),
    purpose: text("purpose").$type<"link" | "sign-in">().notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("wallet_nonces_purpose_check", sql`"purpose" in ('link', 'sign-in')`),
    check("wallet_nonces_owner_check", sql`("purpose" = 'link') = ("user_id" is not null)`),
    index("wallet_nonces_expires_idx").on(table.expiresAt),
  ],
);

/** Passkeys (WebAuthn credentials) of Better Auth's passkey plugin: the model `passkey`. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  },
  (table) => [
    index("passkeys_user_idx").on(table.userId),
    uniqueIndex("passkeys_credential_id_key").on(table.credentialID),
  ],
);
