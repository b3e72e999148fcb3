import { z } from "zod";
import { IntIdSchema } from "./common.ts";

/**
 * Club health and regional reports (issue 39, ADR 045): figures over a period, per club, per
 * region (contract/regions.ts) and for the whole programme; cohort retention; health flags.
 * Every figure is defined in one sentence on the page (the web feature's messages).
 */

/** The default period: the last 90 days, today included. */
export const REPORT_DEFAULT_DAYS = 90;
/** The longest period one report covers (about three years). */
export const REPORT_MAX_DAYS = 1_100;
/** A club with nothing verified in this many days is flagged. */
export const REPORT_QUIET_DAYS = 30;
/** A club with no meeting ahead in this many days is flagged. */
export const REPORT_MEETING_HORIZON_DAYS = 14;
/** Retention is measured this many days after joining (each over the 30 days that follow). */
export const RETENTION_DAYS = [30, 60, 90] as const;

const DateOnlySchema = z.iso.date("Choose a date (YYYY-MM-DD).");

export const ReportQuerySchema = z.object({
  /** The first day of the period (UTC); default: 89 days before `to`. */
  from: DateOnlySchema.optional(),
  /** The last day of the period (UTC), included; default: today. */
  to: DateOnlySchema.optional(),
  /** Only this region's clubs (`kerala`, `oman`, `global`...); none: every region. */
  region: z.string().trim().toLowerCase().min(1).max(80).optional(),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export const ClubReportParamsSchema = z.object({ clubId: IntIdSchema });

/** The figures of a club, a region or the programme over the period. Durations in seconds. */
export const ReportFiguresSchema = z.object({
  activeMembers: z.number().int(),
  applications: z.number().int(),
  applicationsDecided: z.number().int(),
  decisionMedianSeconds: z.number().nullable(),
  decisionP90Seconds: z.number().nullable(),
  missionsSubmitted: z.number().int(),
  missionsVerified: z.number().int(),
  verificationMedianSeconds: z.number().nullable(),
  verificationP90Seconds: z.number().nullable(),
  speechesDelivered: z.number().int(),
  speechesEvaluated: z.number().int(),
  rolesFilled: z.number().int(),
  attendanceMarked: z.number().int(),
  attendancePresent: z.number().int(),
  /** Present or late over all marks, 0..1; null without marks. */
  attendanceRate: z.number().nullable(),
  vocateAwarded: z.number().int(),
  opportunityApplications: z.number().int(),
  hires: z.number().int(),
  paidMemberships: z.number().int(),
  scholarships: z.number().int(),
});
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;
export const REPORT_FIGURE_KEYS = Object.keys(ReportFiguresSchema.shape) as (keyof ReportFigures)[];

export const ReportClubSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  clubSlug: z.string(),
  region: z.string(),
});
export type ReportClub = z.infer<typeof ReportClubSchema>;

/** Of the people who joined in `month`, how many were active 30, 60 and 90 days on (null: not yet known). */
export const CohortSchema = z.object({
  month: z.string(),
  joined: z.number().int(),
  active30: z.number().int().nullable(),
  active60: z.number().int().nullable(),
  active90: z.number().int().nullable(),
});
export type Cohort = z.infer<typeof CohortSchema>;

export const HEALTH_FLAG_KINDS = [
  "nothing-verified",
  "waiting-past-escalation",
  "no-meetings",
] as const;
export const HealthFlagSchema = ReportClubSchema.extend({
  kind: z.enum(HEALTH_FLAG_KINDS),
  leaderName: z.string().nullable(),
  /** Waiting submissions for `waiting-past-escalation`; null for the others. */
  count: z.number().int().nullable(),
});
export type HealthFlag = z.infer<typeof HealthFlagSchema>;

const PeriodFields = {
  from: z.string(),
  to: z.string(),
  /** How long a submission waits before it goes to the admins (REVIEW_ESCALATE_AFTER_DAYS). */
  escalateAfterDays: z.number().int(),
  /**
   * When the reports' sweep last wrote the summary the period's past days were read from (ISO;
   * ADR 050); null: every figure was counted from the events. Today's are always counted live.
   */
  summarisedAt: z.string().nullable(),
};

/** `GET /api/admin/reports`: the programme, its regions and clubs (admins). */
export const ProgrammeReportSchema = z.object({
  ...PeriodFields,
  /**
   * When these figures were worked out (ISO): a process keeps a programme report for
   * REPORT_CACHE_SECONDS (ADR 052), so it may be that old.
   */
  computedAt: z.string(),
  region: z.string().nullable(),
  /** Every region with a club, for the filter. */
  regionsAvailable: z.array(z.string()),
  programme: ReportFiguresSchema,
  regions: z.array(z.object({ region: z.string(), figures: ReportFiguresSchema })),
  clubs: z.array(ReportClubSchema.extend({ figures: ReportFiguresSchema })),
  cohorts: z.array(CohortSchema),
  flags: z.array(HealthFlagSchema),
});
export type ProgrammeReport = z.infer<typeof ProgrammeReportSchema>;

/** `GET /api/clubs/:clubId/report`: one club's figures (its leader, or an admin). */
export const ClubReportSchema = z.object({
  ...PeriodFields,
  club: ReportClubSchema,
  figures: ReportFiguresSchema,
  cohorts: z.array(CohortSchema),
  flags: z.array(HealthFlagSchema),
});
export type ClubReport = z.infer<typeof ClubReportSchema>;

/** The CSV files a report offers: `GET /api/admin/reports/<name>.csv`. */
export const REPORT_CSV_NAMES = ["clubs", "regions", "cohorts"] as const;
export type ReportCsvName = (typeof REPORT_CSV_NAMES)[number];
