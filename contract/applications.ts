import { z } from "zod";
import { IntIdSchema, PageQuerySchema, pageOf } from "./common.ts";

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
  createdAt: z.string(),
});
export type ClubApplication = z.infer<typeof ClubApplicationSchema>;

export const ClubApplicationListSchema = pageOf(ClubApplicationSchema);
export type ClubApplicationList = z.infer<typeof ClubApplicationListSchema>;

export const ApplicationListQuerySchema = PageQuerySchema;

export const ApplicationParamsSchema = z.strictObject({ applicationId: IntIdSchema });

/** Accept and Reject take nothing but the application in the path. */
export const DecisionBodySchema = z.strictObject({}).nullish();
