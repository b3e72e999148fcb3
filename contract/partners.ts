import { z } from "zod";
import { IntIdSchema, lineText, multilineText } from "./common.ts";

/**
 * Partner organisations (issue 37, PRODUCT.md round 3 decision 5): a Web3 project, a company or
 * a DAO registers, an admin approves it, and its people (ordinary accounts) act for it. An owner
 * invites people by email and removes them; several owners may share one partner.
 */

export const PARTNER_STATUSES = ["pending", "approved", "rejected"] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const PARTNER_ROLES = ["owner", "member"] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

/** A logo upload: PNG, JPEG or WebP (never SVG), re-encoded by the server to a square WebP. */
export const PARTNER_LOGO_MAX_BYTES = 512 * 1024;
export const PARTNER_LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** The logo as served: at most this many pixels a side. */
export const PARTNER_LOGO_SIZE = 256;

export const PARTNER_NAME_MAX = 80;
export const PARTNER_DESCRIPTION_MAX = 2000;

const websiteUrl = z
  .string()
  .trim()
  .max(300, "A website address is at most 300 characters.")
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "Enter the website's address, starting with https://.");

/** Registering an organisation: the person registering becomes its first owner. */
export const RegisterPartnerSchema = z.strictObject({
  name: lineText({ error: "Enter the organisation's name." })
    .min(2, "Enter the organisation's name.")
    .max(PARTNER_NAME_MAX, "The organisation's name is at most 80 characters."),
  website: websiteUrl,
  description: multilineText({ error: "Describe the organisation in a few sentences." })
    .min(20, "Describe the organisation in a few sentences (at least 20 characters).")
    .max(PARTNER_DESCRIPTION_MAX, "A description is at most 2,000 characters."),
});
export type RegisterPartner = z.infer<typeof RegisterPartnerSchema>;

/** An owner edits the organisation's page (an approved partner stays approved). */
export const UpdatePartnerSchema = RegisterPartnerSchema.partial();
export type UpdatePartner = z.infer<typeof UpdatePartnerSchema>;

/** An admin's decision on a registration (audit-logged). */
export const PartnerDecisionSchema = z.strictObject({
  decision: z.enum(["approved", "rejected"]),
  note: multilineText().max(500, "A note is at most 500 characters.").optional(),
  /** A trusted partner's opportunities are published without an admin's review. */
  trusted: z.boolean().optional(),
});
export type PartnerDecision = z.infer<typeof PartnerDecisionSchema>;

export const PartnerInvitationInputSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).email("Enter the person's email address."),
  role: z.enum(PARTNER_ROLES).default("member"),
});
export type PartnerInvitationInput = z.infer<typeof PartnerInvitationInputSchema>;

/** A partner as the public and members see it (approved ones only). */
export const PartnerSummarySchema = z.object({
  partnerId: z.number().int(),
  name: z.string(),
  website: z.string(),
  description: z.string(),
  /** `/api/partners/<id>/logo.webp?v=<version>`, or null when none was uploaded. */
  logoUrl: z.string().nullable(),
});
export type PartnerSummary = z.infer<typeof PartnerSummarySchema>;

export const PartnerPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(PARTNER_ROLES),
  addedAt: z.string(),
});
export type PartnerPerson = z.infer<typeof PartnerPersonSchema>;

export const PartnerInvitationSchema = z.object({
  invitationId: z.number().int(),
  email: z.string(),
  role: z.enum(PARTNER_ROLES),
  invitedAt: z.string(),
});
export type PartnerInvitation = z.infer<typeof PartnerInvitationSchema>;

/** A partner as its own people (and admins) see it. */
export const PartnerDetailSchema = PartnerSummarySchema.extend({
  status: z.enum(PARTNER_STATUSES),
  trusted: z.boolean(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  /** The asking person's role, or null for an admin who is not one of its people. */
  myRole: z.enum(PARTNER_ROLES).nullable(),
  people: z.array(PartnerPersonSchema),
  invitations: z.array(PartnerInvitationSchema),
});
export type PartnerDetail = z.infer<typeof PartnerDetailSchema>;

/** The organisations a person acts for, and the invitations waiting for them. */
export const MyPartnersSchema = z.object({
  partners: z.array(
    z.object({
      partnerId: z.number().int(),
      name: z.string(),
      status: z.enum(PARTNER_STATUSES),
      role: z.enum(PARTNER_ROLES),
    }),
  ),
  invitations: z.array(
    z.object({
      invitationId: z.number().int(),
      partnerId: z.number().int(),
      partnerName: z.string(),
      role: z.enum(PARTNER_ROLES),
    }),
  ),
});
export type MyPartners = z.infer<typeof MyPartnersSchema>;

/** The admins' queue: registrations waiting, and every partner by status. */
export const AdminPartnerListSchema = z.object({
  partners: z.array(
    PartnerSummarySchema.extend({
      status: z.enum(PARTNER_STATUSES),
      trusted: z.boolean(),
      createdAt: z.string(),
      registeredBy: z.object({ name: z.string(), email: z.string() }),
    }),
  ),
});
export type AdminPartnerList = z.infer<typeof AdminPartnerListSchema>;

export const PartnerParamsSchema = z.strictObject({ partnerId: IntIdSchema });
export const PartnerInvitationParamsSchema = z.strictObject({
  partnerId: IntIdSchema,
  invitationId: IntIdSchema,
});
export const PartnerPersonParamsSchema = z.strictObject({
  partnerId: IntIdSchema,
  userId: z.string().min(1).max(200),
});
export const InvitationParamsSchema = z.strictObject({ invitationId: IntIdSchema });
/** The logo's address carries its version, so a new upload is a new address. */
export const PartnerLogoQuerySchema = z.strictObject({ v: IntIdSchema.optional() });

/** What registering answers: the new organisation (pending) and its id. */
export const RegisteredPartnerSchema = z.object({
  partnerId: z.number().int(),
  status: z.enum(PARTNER_STATUSES),
});
export type RegisteredPartner = z.infer<typeof RegisteredPartnerSchema>;

/** What a logo upload answers: the new logo's address. */
export const PartnerLogoSchema = z.object({ logoUrl: z.string() });
export type PartnerLogo = z.infer<typeof PartnerLogoSchema>;

/** The address a partner's logo is served at, or null when it has none. */
export function partnerLogoUrl(partnerId: number, logoVersion: number): string | null {
  return logoVersion > 0 ? `/api/partners/${partnerId}/logo.webp?v=${logoVersion}` : null;
}
