import { z } from "zod";

export const ClubTypeSchema = z.enum(["blockchain", "public-speaking", "web3"]);
export const MeetingFormatSchema = z.enum(["online", "inperson"]);
export const MeetingTimeSchema = z.enum(["morning", "evening"]);
export const WeekdaySchema = z.enum([
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
]);
export type ClubType = z.infer<typeof ClubTypeSchema>;
export type MeetingFormat = z.infer<typeof MeetingFormatSchema>;
export type Weekday = z.infer<typeof WeekdaySchema>;

/** What anyone may see of a club: the landing page's 'Find a Club' list. */
export const ClubNameSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  slug: z.string(),
});
export type ClubName = z.infer<typeof ClubNameSchema>;

export const ClubNameListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ClubNameListSchema = z.object({
  items: z.array(ClubNameSchema),
  total: z.number().int(),
});
export type ClubNameList = z.infer<typeof ClubNameListSchema>;
