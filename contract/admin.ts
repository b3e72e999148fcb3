import { z } from "zod";
import { IntIdSchema, lineText, PageQuerySchema, pageOf } from "./common.ts";

/** Where someone's admin rights come from: granted here, or listed in ADMIN_EMAILS. */
export const AdminSourceSchema = z.enum(["granted", "listed"]);

/** A person as the admin console lists them. */
export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** null: not an admin. Rights count only once the address is verified. */
  admin: AdminSourceSchema.nullable(),
  disabled: z.boolean(),
  clubName: z.string().nullable(),
  ledClubs: z.number().int(),
  journeyName: z.string().nullable(),
  /** The newest payment's status (e.g. active, canceled); null without any. */
  paymentStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserQuerySchema = PageQuerySchema.extend({
  /** Part of a name or an email, any case. */
  q: lineText().max(100).optional(),
});
export const AdminUserListSchema = pageOf(AdminUserSchema);
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const UserParamsSchema = z.strictObject({ userId: z.string().min(1).max(200) });
export const SetAdminSchema = z.strictObject({ admin: z.boolean() });
export const SetDisabledSchema = z.strictObject({ disabled: z.boolean() });

/** A club as the admin console lists it. */
export const AdminClubSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  slug: z.string(),
  leaderName: z.string().nullable(),
  leaderEmail: z.string().nullable(),
  members: z.number().int(),
  pendingApplications: z.number().int(),
  createdAt: z.string(),
  /** When an admin archived it (hidden from search and the club lists); null: live. */
  archivedAt: z.string().nullable(),
  /** No leader, or its leader's account is disabled: an admin should assign one (ADR 046). */
  needsLeader: z.boolean(),
});
export type AdminClub = z.infer<typeof AdminClubSchema>;
export const AdminClubListSchema = pageOf(AdminClubSchema);
export type AdminClubList = z.infer<typeof AdminClubListSchema>;

export const AssignLeaderParamsSchema = z.strictObject({ clubId: IntIdSchema });
export const ClubParamsSchema = AssignLeaderParamsSchema;
export const AssignLeaderSchema = z.strictObject({
  /** The email of the person who leads the club from now on. */
  email: z.string().trim().max(254).email("Enter the new leader's email address."),
});

/** What the audit log records. */
export const AuditActionSchema = z.enum([
  "admin-granted",
  "admin-revoked",
  "account-disabled",
  "account-enabled",
  "club-leader-assigned",
  /** A leader handed their club to a member, who accepted (ADR 046). */
  "club-handed-over",
  /** A club's leader (or an admin) appointed or removed a co-leader (issue 39, ADR 046). */
  "club-co-leader-appointed",
  "club-co-leader-removed",
  "club-archived",
  "club-restored",
  "scholarship-granted",
  "scholarship-revoked",
  "reward-rule-changed",
  "reward-adjustment-requested",
  "reward-adjustment-approved",
  "reward-adjustment-rejected",
  "partner-approved",
  "partner-rejected",
  "partner-trust-changed",
  "opportunity-published",
  "opportunity-rejected",
]);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string(),
  action: AuditActionSchema,
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditQuerySchema = PageQuerySchema.extend({ action: AuditActionSchema.optional() });
export const AuditListSchema = pageOf(AuditEntrySchema);
export type AuditList = z.infer<typeof AuditListSchema>;
