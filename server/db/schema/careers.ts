import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  OpportunityAsk,
  OpportunityKind,
  OpportunityRegion,
  OpportunityStatus,
} from "../../../contract/opportunities.ts";
import type {
  OpportunityApplicationStatus,
  PortfolioChoice,
} from "../../../contract/opportunity-applications.ts";
import type { PartnerRole, PartnerStatus } from "../../../contract/partners.ts";
import { users } from "./auth.ts";

/** Raw bytes (a re-encoded logo). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/** PostgreSQL's full-text document type: written only by its generation expression. */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * Partner organisations (issue 37, ADR 041): registered by a signed-in person, approved by an
 * admin (audit-logged). A trusted partner publishes without review.
 */
export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    website: text("website").notNull(),
    description: text("description").notNull(),
    status: text("status").$type<PartnerStatus>().notNull().default("pending"),
    trusted: boolean("trusted").notNull().default(false),
    /** The logo as the server re-encoded it (WebP, square, at most 256 px); never the upload. */
    logo: bytea("logo"),
    /** Bumped on each upload: the logo's address carries it, so caches can keep it for good. */
    logoVersion: integer("logo_version").notNull().default(0),
    decisionNote: text("decision_note"),
    /** No foreign key, as the audit log: an erased admin's decisions stay. */
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("partners_name_key").on(sql`lower(${table.name})`),
    index("partners_status_idx").on(table.status, table.createdAt),
    check("partners_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** The people who act for a partner: ordinary accounts; an owner invites and removes. */
export const partnerPeople = pgTable(
  "partner_people",
  {
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<PartnerRole>().notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.userId] }),
    index("partner_people_user_idx").on(table.userId),
    check("partner_people_role_check", sql`${table.role} in ('owner', 'member')`),
  ],
);

/**
 * An owner's invitation, by email: the person with that (verified) address accepts it signed in.
 * Accepted or withdrawn invitations are deleted; one open invitation per partner and address.
 */
export const partnerInvitations = pgTable(
  "partner_invitations",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    role: text("role").$type<PartnerRole>().notNull(),
    invitedBy: text("invited_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("partner_invitations_key").on(table.partnerId, table.email),
    index("partner_invitations_email_idx").on(table.email),
  ],
);

/**
 * Opportunities (issue 37): posted by a partner's people or an admin (`partner_id` null), on the
 * board while `published` and before the deadline. `search` is the full-text document (title
 * weighted above description; 'simple': no stemming, so Malayalam and Arabic words match as typed).
 */
export const opportunities = pgTable(
  "opportunities",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    postedBy: text("posted_by").notNull(),
    kind: text("kind").$type<OpportunityKind>().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    journeyIds: integer("journey_ids").array().notNull().default(sql`'{}'::integer[]`),
    region: text("region").$type<OpportunityRegion>().notNull(),
    location: text("location").notNull().default(""),
    remote: boolean("remote").notNull().default(false),
    compensation: text("compensation").notNull().default(""),
    compensationMin: integer("compensation_min"),
    compensationMax: integer("compensation_max"),
    currency: text("currency"),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    asks: jsonb("asks").$type<OpportunityAsk[]>().notNull().default([]),
    status: text("status").$type<OpportunityStatus>().notNull(),
    reviewNote: text("review_note"),
    reviewedBy: text("reviewed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')`,
      ),
  },
  (table) => [
    index("opportunities_search_idx").using("gin", table.search),
    index("opportunities_board_idx").on(table.status, table.deadline),
    // The newest on the board first (a member's "Opportunities for you"): walked in order and
    // left after the first hundred that match, however many are open (ADR 047).
    index("opportunities_published_idx")
      .on(table.publishedAt, table.id)
      .where(sql`${table.status} = 'published'`),
    index("opportunities_partner_idx").on(table.partnerId, table.createdAt),
    index("opportunities_journeys_idx").using("gin", table.journeyIds),
    check(
      "opportunities_status_check",
      sql`${table.status} in ('pending-review', 'published', 'rejected', 'closed')`,
    ),
    check(
      "opportunities_kind_check",
      sql`${table.kind} in ('job', 'internship', 'bounty', 'speaking-gig')`,
    ),
  ],
);

/**
 * A member's application to an opportunity: once per opportunity and person; `share` is what they
 * chose the partner may see. A hire is recorded here (`hired_at`) for the operators' reports.
 */
export const opportunityApplications = pgTable(
  "opportunity_applications",
  {
    id: serial("id").primaryKey(),
    opportunityId: integer("opportunity_id")
      .notNull()
      .references(() => opportunities.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    share: jsonb("share").$type<PortfolioChoice>().notNull(),
    status: text("status").$type<OpportunityApplicationStatus>().notNull().default("submitted"),
    decisionNote: text("decision_note"),
    decidedBy: text("decided_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    hiredAt: timestamp("hired_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("opportunity_applications_key").on(table.opportunityId, table.userId),
    index("opportunity_applications_user_idx").on(table.userId, table.createdAt),
    check(
      "opportunity_applications_status_check",
      sql`${table.status} in ('submitted', 'shortlisted', 'declined', 'hired', 'withdrawn')`,
    ),
  ],
);
