import { z } from "zod";
import { boundedInt, IntIdSchema, lineText, pageOf } from "./common.ts";
import { INVISIBLE_NAME_MESSAGE, isVisibleName } from "./names.ts";

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

export const CLUB_NAMES_PAGE_SIZE = 50;

export const ClubNameListQuerySchema = z.strictObject({
  limit: boundedInt(1, 100).default(CLUB_NAMES_PAGE_SIZE),
  /** The next page: the clubs whose id comes after this one (the last of the page before). */
  after: IntIdSchema.optional(),
});

export const ClubNameListSchema = z.object({
  items: z.array(ClubNameSchema),
  total: z.number().int(),
});
export type ClubNameList = z.infer<typeof ClubNameListSchema>;

/** How the user asking stands with a club: the card's Join / 'Application Submitted' / 'Member'. */
export const ClubStandingSchema = z.enum(["none", "applied", "member"]);
export type ClubStanding = z.infer<typeof ClubStandingSchema>;

/** A club as the search results and its page show it. */
export const ClubSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  slug: z.string(),
  location: z.string(),
  meetingDays: z.array(z.string()),
  meetingTime: z.string(),
  clubType: z.string(),
  meetingFormat: z.string(),
  meetingLink: z.string().nullable(),
  standing: ClubStandingSchema,
});
export type Club = z.infer<typeof ClubSchema>;

/** A club's page: the card's fields plus its leader's name and how many members it has. */
export const ClubDetailSchema = ClubSchema.extend({
  leaderName: z.string().nullable(),
  memberCount: z.number().int(),
  /** When an admin archived the club (ADR 016): its page says so and it takes no new members. */
  archivedAt: z.string().nullable(),
});
export type ClubDetail = z.infer<typeof ClubDetailSchema>;

export const CLUB_SEARCH_PAGE_SIZE = 20;

/** Empty strings mean "Any", as an unfilled form sends them. */
const anyOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** Club search: every filter optional; the given ones must all match. */
export const ClubSearchQuerySchema = z.strictObject({
  /** Case-insensitive "contains". */
  location: anyOr(lineText().max(100, "Location is at most 100 characters.")),
  /** One of the club's meeting days. */
  day: anyOr(WeekdaySchema),
  meetingTime: anyOr(MeetingTimeSchema),
  clubType: anyOr(ClubTypeSchema),
  meetingFormat: anyOr(MeetingFormatSchema),
  page: boundedInt(1, 10_000).default(1),
  pageSize: boundedInt(1, 50).default(CLUB_SEARCH_PAGE_SIZE),
});
export type ClubSearchQuery = z.input<typeof ClubSearchQuerySchema>;

export const ClubSearchResultSchema = pageOf(ClubSchema);
export type ClubSearchResult = z.infer<typeof ClubSearchResultSchema>;

export const ClubParamsSchema = z.strictObject({ clubId: IntIdSchema });

export const CLUB_NAME_MAX = 60;
/**
 * Letters and digits, with spaces, apostrophes, & and - between them: the slug is a path, so no
 * slash, no query or fragment characters, and no dot (a path like /logo.svg is a static file).
 */
// Letters with their marks (Malayalam vowel signs and virama, Arabic harakat) and the joiners
// Malayalam writes between them; where a joiner may stand is isVisibleName's (contract/names.ts).
const CLUB_NAME_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} '&-]|\u200c|\u200d)*$/u;

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, "The meeting link is at most 500 characters.")
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, message);

/** Create Club: the creator becomes the leader; the id comes from the database. */
export const CreateClubSchema = z
  .strictObject({
    clubName: lineText({ error: "Enter the club's name." })
      .min(1, "Enter the club's name.")
      // The message is a literal: it is the key of its translations (contract/messages/clubs.*.json).
      .max(CLUB_NAME_MAX, "The club's name is at most 60 characters.")
      .regex(
        CLUB_NAME_PATTERN,
        "Use letters, digits, spaces and ' & - only, starting with a letter or digit.",
      )
      .refine(isVisibleName, INVISIBLE_NAME_MESSAGE),
    location: lineText({ error: "Enter the club's location." })
      .min(1, "Enter the club's location.")
      .max(100, "The location is at most 100 characters."),
    meetingDays: z
      .array(WeekdaySchema, { error: "Choose at least one meeting day." })
      .min(1, "Choose at least one meeting day.")
      .max(7)
      .refine((days) => new Set(days).size === days.length, "Choose each meeting day once."),
    meetingTime: z.enum(MeetingTimeSchema.options, { error: "Choose Morning or Evening." }),
    clubType: z.enum(ClubTypeSchema.options, {
      error: "Choose the club type: blockchain, public-speaking or web3.",
    }),
    meetingFormat: z.enum(MeetingFormatSchema.options, {
      error: "Choose online or In-person.",
    }),
    meetingLink: z
      .preprocess(
        (value) => (typeof value === "string" && value.trim() === "" ? null : value),
        httpUrl("Enter a link that starts with http:// or https://.").nullable(),
      )
      .optional(),
  })
  .meta({
    example: {
      clubName: "Porto Builders",
      location: "Porto, Portugal",
      meetingDays: ["tuesday", "thursday"],
      meetingTime: "evening",
      clubType: "web3",
      meetingFormat: "online",
      meetingLink: "https://meet.example.org/porto-builders",
    },
  });
export type CreateClubInput = z.input<typeof CreateClubSchema>;

/** The clubs the signed-in user leads, a page at a time: the leader page shows each one's lists. */
export const LedClubListSchema = pageOf(ClubNameSchema);

/** How many clubs one person may lead: creating more is refused (409). */
export const MAX_CLUBS_PER_LEADER = 5;
export type LedClubList = z.infer<typeof LedClubListSchema>;

/** A member card on the leader page. */
export const ClubMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  clubId: z.number().int(),
  clubName: z.string(),
});
export type ClubMember = z.infer<typeof ClubMemberSchema>;

export const ClubMemberListSchema = pageOf(ClubMemberSchema);
export type ClubMemberList = z.infer<typeof ClubMemberListSchema>;
