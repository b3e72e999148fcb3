import { z } from "zod";
import { IntIdSchema, multilineText, PageQuerySchema, pageOf } from "./common.ts";

export const ApplicationStatusSchema = z.enum(["pending", "accepted", "rejected"]);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** Applying takes nothing but the club in the path: anything sent in the body is refused. */
export const ApplyBodySchema = z.strictObject({}).nullish();

/** What the applicant gets back. */
export const ApplicationSchema = z.object({
  applicationId: z.number().int(),
  clubId: z.number().int(),
  status: ApplicationStatusSchema,
});
export type Application = z.infer<typeof ApplicationSchema>;

/** A 'Club Requests' row: the leader sees the applicant's name and email, not raw ids. */
export const ClubApplicationSchema = z.object({
  applicationId: z.number().int(),
  clubId: z.number().int(),
  clubName: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  status: ApplicationStatusSchema,
  /** When it was sent: a pending one has waited since then. */
  createdAt: z.string(),
  /** Who decided it (the leader, or an admin acting for the club); null while pending. */
  decidedByName: z.string().nullable(),
  leaderNote: z.string().nullable(),
});
export type ClubApplication = z.infer<typeof ClubApplicationSchema>;

export const ClubApplicationListSchema = pageOf(ClubApplicationSchema);
export type ClubApplicationList = z.infer<typeof ClubApplicationListSchema>;

export const ApplicationListQuerySchema = PageQuerySchema;

export const ApplicationParamsSchema = z.strictObject({ applicationId: IntIdSchema });

/** Accept and Reject take an optional note, which the applicant is shown. */
export const DecisionBodySchema = z
  .strictObject({
    note: multilineText()
      .max(500, "Keep the note under 500 characters.")
      .transform((note) => note || undefined)
      .optional(),
  })
  .nullish();
export type DecisionBody = z.infer<typeof DecisionBodySchema>;

/** One of the signed-in person's own applications, as their dashboard shows it. */
export const MyApplicationSchema = z.object({
  applicationId: z.number().int(),
  clubId: z.number().int(),
  clubName: z.string(),
  /** The club's page is `/` + its slug: where one applies again after a rejection. */
  clubSlug: z.string(),
  status: ApplicationStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The decider's note, when they wrote one. */
  leaderNote: z.string().nullable(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

export const MyApplicationListSchema = z.object({ items: z.array(MyApplicationSchema) });
export type MyApplicationList = z.infer<typeof MyApplicationListSchema>;
