import { shellKeys } from "./shell-query-keys.ts";

/**
 * Every TanStack Query key of the web app, in one place: a query and the mutations that make it
 * stale name the same key, and a prefix (`queryKeys.clubs.all`) invalidates a whole family.
 * The shell's own keys are in shell-query-keys.ts (the landing's initial JavaScript, ADR 048).
 */
export const queryKeys = {
  me: shellKeys.me,
  navigation: shellKeys.navigation,
  /** Under `me`: the account page refreshes with the person. */
  account: {
    details: ["me", "account"] as const,
    sessions: ["me", "account", "sessions"] as const,
  },
  authConfig: ["auth-config"] as const,
  journeys: shellKeys.journeys,
  plan: shellKeys.plan,
  page: (slug: string) => ["pages", slug.toLowerCase()] as const,
  clubs: {
    ...shellKeys.clubs,
    search: (filters: unknown, page: number) => ["clubs", "search", filters, page] as const,
    detail: (clubId: number) => ["clubs", "detail", clubId] as const,
  },
  leader: {
    /** Everything of the leader page: a prefix of the keys below. */
    all: ["club-leader"] as const,
    clubs: ["club-leader", "clubs"] as const,
    club: (clubId: number) => ["club-leader", "club", clubId] as const,
    members: (clubId: number) => ["club-leader", "club", clubId, "members"] as const,
    progress: (clubId: number) => ["club-leader", "club", clubId, "progress"] as const,
    requests: (clubId: number) => ["club-leader", "club", clubId, "requests"] as const,
    handover: (clubId: number) => ["club-leader", "club", clubId, "handover"] as const,
    coLeaders: (clubId: number) => ["club-leader", "club", clubId, "co-leaders"] as const,
  },
  /** Under `me`: the clubs offered to the person; accepting one makes them its leader. */
  handoverOffers: ["me", "handovers"] as const,
  reports: {
    programme: (filters: unknown) => ["reports", "programme", filters] as const,
    club: (clubId: number, filters: unknown) => ["reports", "club", clubId, filters] as const,
  },
  rewards: {
    all: ["rewards"] as const,
    mine: ["rewards", "mine"] as const,
    adjustments: ["rewards", "adjustments"] as const,
    rules: ["rewards", "rules"] as const,
  },
  missions: {
    all: ["missions"] as const,
    detail: (missionId: string) => ["missions", missionId] as const,
    managed: ["admin", "missions"] as const,
  },
  notifications: {
    all: ["notifications"] as const,
    unread: ["notifications", "unread"] as const,
    list: ["notifications", "list"] as const,
  },
  admin: {
    all: ["admin"] as const,
    users: (q: string) => ["admin", "users", q] as const,
    clubs: ["admin", "clubs"] as const,
    audit: ["admin", "audit"] as const,
    scholarships: (state: "active" | "all") => ["admin", "scholarships", state] as const,
    rewardSignals: ["admin", "reward-signals"] as const,
  },
  /** Partner organisations (issue 37): the person's own, one to manage, the admins' list. */
  partners: {
    all: ["partners"] as const,
    mine: ["partners", "mine"] as const,
    detail: (partnerId: number) => ["partners", "detail", partnerId] as const,
    admin: ["partners", "admin"] as const,
  },
  /** The opportunities board (issue 37): a page of it, one, the dashboard's, a poster's, review. */
  opportunities: {
    all: ["opportunities"] as const,
    board: (filters: unknown, page: number) => ["opportunities", "board", filters, page] as const,
    detail: (opportunityId: number) => ["opportunities", "detail", opportunityId] as const,
    matching: ["opportunities", "matching"] as const,
    partner: (partnerId: number) => ["opportunities", "partner", partnerId] as const,
    review: (status: string) => ["opportunities", "review", status] as const,
  },
  emailPreferences: ["email-preferences"] as const,
  /** Under `me`: "Download my data" and "Delete my account" refresh with the person. */
  accountData: {
    dataExport: ["me", "data-export"] as const,
    deletion: ["me", "account-deletion"] as const,
  },
  completions: {
    pending: ["completions", "pending"] as const,
    minePending: ["completions", "mine", "pending"] as const,
  },
  applications: { mine: ["applications", "mine"] as const },
  review: { queue: ["review", "queue"] as const },
  credentials: {
    all: ["credentials"] as const,
    mine: ["credentials", "mine"] as const,
    detail: (credentialId: string) => ["credentials", "detail", credentialId] as const,
  },
  progress: {
    all: ["progress"] as const,
    map: ["progress", "map"] as const,
    leaderboard: ["progress", "leaderboard"] as const,
    /** Under `leaderboard`: the board ranked one way ("missions" or "vocate"). */
    leaderboardBy: (by: string) => ["progress", "leaderboard", by] as const,
  },
  publicProfile: {
    all: ["public-profile"] as const,
    visibility: ["public-profile", "visibility"] as const,
    pages: ["public-profile", "page"] as const,
    page: (publicId: string) => ["public-profile", "page", publicId] as const,
  },
  slots: { mine: ["slots", "mine"] as const, club: ["slots", "club"] as const },
  meetings: {
    all: ["meetings"] as const,
    club: (clubId: number) => ["meetings", "club", clubId] as const,
    agenda: (clubId: number, key: string) => ["meetings", "agenda", clubId, key] as const,
    calendars: ["meetings", "calendars"] as const,
  },
  /** Under `meetings`: what changes a meeting refreshes its roles too. */
  meetingRoles: {
    all: ["meetings", "roles"] as const,
    club: (clubId: number) => ["meetings", "roles", "club", clubId] as const,
    meeting: (clubId: number, key: string) =>
      ["meetings", "roles", "meeting", clubId, key] as const,
    history: ["meetings", "roles", "history"] as const,
  },
  /** Under `meetings`: answers, check-ins and attendance. */
  attendance: {
    all: ["meetings", "attendance"] as const,
    mine: (clubId: number, key: string) => ["meetings", "attendance", "mine", clubId, key] as const,
    club: (clubId: number) => ["meetings", "attendance", "club", clubId] as const,
    meeting: (clubId: number, key: string) =>
      ["meetings", "attendance", "meeting", clubId, key] as const,
    code: (clubId: number, key: string) => ["meetings", "attendance", "code", clubId, key] as const,
    summary: ["meetings", "attendance", "summary"] as const,
  },
  /** Under `meetings`: speeches with their timing, evaluation, notes and reflection. */
  speeches: {
    all: ["meetings", "speeches"] as const,
    meeting: (clubId: number, key: string) =>
      ["meetings", "speeches", "meeting", clubId, key] as const,
    detail: (slotId: number) => ["meetings", "speeches", "detail", slotId] as const,
    mine: ["meetings", "speeches", "mine"] as const,
  },
  /** Under `meetings`: the live console and the report it makes. */
  meetingConsole: {
    all: ["meetings", "console"] as const,
    live: (clubId: number, key: string) => ["meetings", "console", "live", clubId, key] as const,
    report: (clubId: number, key: string) =>
      ["meetings", "console", "report", clubId, key] as const,
  },
  payments: {
    all: ["payments"] as const,
    mode: ["payments", "mode"] as const,
    testCheckout: (id: string) => ["payments", "test-checkout", id] as const,
    membership: ["payments", "membership"] as const,
  },
};
