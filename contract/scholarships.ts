import { z } from "zod";
import { IntIdSchema, lineText, PageQuerySchema, pageOf } from "./common.ts";

/**
 * Scholarships (docs/product.md, round 3 decision 2): an admin gives a person the membership for a
 * number of months without payment, with a reason; listed, revocable, kept in the audit log.
 */
export const SCHOLARSHIP_MONTHS = { min: 1, max: 24 } as const;

export const GrantScholarshipSchema = z.strictObject({
  /** The scholar's account, by its email address. */
  email: z.string().trim().max(254).email("Enter the scholar's email address."),
  months: z
    .number()
    .int("Enter a whole number of months.")
    .min(SCHOLARSHIP_MONTHS.min, "A scholarship lasts at least 1 month.")
    .max(SCHOLARSHIP_MONTHS.max, "A scholarship lasts at most 24 months."),
  reason: lineText()
    .min(3, "Say why this person receives a scholarship.")
    .max(300, "The reason must be at most 300 characters."),
});
export type GrantScholarship = z.infer<typeof GrantScholarshipSchema>;

export const ScholarshipStateSchema = z.enum(["active", "ended", "revoked"]);
export type ScholarshipState = z.infer<typeof ScholarshipStateSchema>;

export const ScholarshipSchema = z.object({
  scholarshipId: z.number().int(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: ScholarshipStateSchema,
  grantedByEmail: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Scholarship = z.infer<typeof ScholarshipSchema>;

export const ScholarshipListQuerySchema = PageQuerySchema.extend({
  /** Only those in force now (the default), or every one ever granted. */
  state: z.enum(["active", "all"]).default("active"),
});
export const ScholarshipListSchema = pageOf(ScholarshipSchema);
export type ScholarshipList = z.infer<typeof ScholarshipListSchema>;

export const ScholarshipParamsSchema = z.strictObject({ scholarshipId: IntIdSchema });
