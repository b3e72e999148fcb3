import type { ProgrammeRegion } from "../../../contract/regions.ts";
import type { Cohort, HEALTH_FLAG_KINDS, ReportFigures } from "../../../contract/reports.ts";

/**
 * The message of each figure, its definition, region, health flag and cohort column, written out
 * so every id stands quoted in the source (the catalogs test finds unused ones that way).
 */
export const FIGURE_IDS = {
  activeMembers: "reports.figure.activeMembers",
  applications: "reports.figure.applications",
  applicationsDecided: "reports.figure.applicationsDecided",
  decisionMedianSeconds: "reports.figure.decisionMedianSeconds",
  decisionP90Seconds: "reports.figure.decisionP90Seconds",
  missionsSubmitted: "reports.figure.missionsSubmitted",
  missionsVerified: "reports.figure.missionsVerified",
  verificationMedianSeconds: "reports.figure.verificationMedianSeconds",
  verificationP90Seconds: "reports.figure.verificationP90Seconds",
  speechesDelivered: "reports.figure.speechesDelivered",
  speechesEvaluated: "reports.figure.speechesEvaluated",
  rolesFilled: "reports.figure.rolesFilled",
  attendanceMarked: "reports.figure.attendanceMarked",
  attendancePresent: "reports.figure.attendancePresent",
  attendanceRate: "reports.figure.attendanceRate",
  vocateAwarded: "reports.figure.vocateAwarded",
  opportunityApplications: "reports.figure.opportunityApplications",
  hires: "reports.figure.hires",
  paidMemberships: "reports.figure.paidMemberships",
  scholarships: "reports.figure.scholarships",
} as const satisfies Record<keyof ReportFigures, string>;

export const DEFINITION_IDS = {
  activeMembers: "reports.define.activeMembers",
  applications: "reports.define.applications",
  applicationsDecided: "reports.define.applicationsDecided",
  decisionMedianSeconds: "reports.define.decisionMedianSeconds",
  decisionP90Seconds: "reports.define.decisionP90Seconds",
  missionsSubmitted: "reports.define.missionsSubmitted",
  missionsVerified: "reports.define.missionsVerified",
  verificationMedianSeconds: "reports.define.verificationMedianSeconds",
  verificationP90Seconds: "reports.define.verificationP90Seconds",
  speechesDelivered: "reports.define.speechesDelivered",
  speechesEvaluated: "reports.define.speechesEvaluated",
  rolesFilled: "reports.define.rolesFilled",
  attendanceMarked: "reports.define.attendanceMarked",
  attendancePresent: "reports.define.attendancePresent",
  attendanceRate: "reports.define.attendanceRate",
  vocateAwarded: "reports.define.vocateAwarded",
  opportunityApplications: "reports.define.opportunityApplications",
  hires: "reports.define.hires",
  paidMemberships: "reports.define.paidMemberships",
  scholarships: "reports.define.scholarships",
} as const satisfies Record<keyof ReportFigures, string>;

export const REGION_IDS = {
  kerala: "reports.region.kerala",
  oman: "reports.region.oman",
  global: "reports.region.global",
} as const satisfies Record<ProgrammeRegion, string>;

export const FLAG_IDS = {
  "nothing-verified": "reports.flags.nothing-verified",
  "waiting-past-escalation": "reports.flags.waiting-past-escalation",
  "no-meetings": "reports.flags.no-meetings",
} as const satisfies Record<(typeof HEALTH_FLAG_KINDS)[number], string>;

export const COHORT_IDS = {
  joined: "reports.cohorts.joined",
  active30: "reports.cohorts.active30",
  active60: "reports.cohorts.active60",
  active90: "reports.cohorts.active90",
} as const satisfies Record<Exclude<keyof Cohort, "month">, string>;
