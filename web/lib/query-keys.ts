/**
 * Every TanStack Query key of the web app, in one place: a query and the mutations that make it
 * stale name the same key, and a prefix (`queryKeys.clubs.all`) invalidates a whole family.
 */
export const queryKeys = {
  me: ["me"] as const,
  authConfig: ["auth-config"] as const,
  journeys: ["journeys"] as const,
  plan: ["plan"] as const,
  page: (slug: string) => ["pages", slug.toLowerCase()] as const,
  clubs: {
    all: ["clubs"] as const,
    names: ["clubs", "names"] as const,
    search: (filters: unknown, page: number) => ["clubs", "search", filters, page] as const,
    detail: (clubId: number) => ["clubs", "detail", clubId] as const,
  },
  leader: {
    clubs: ["club-leader", "clubs"] as const,
    club: (clubId: number) => ["club-leader", "club", clubId] as const,
    members: (clubId: number) => ["club-leader", "club", clubId, "members"] as const,
    requests: (clubId: number) => ["club-leader", "club", clubId, "requests"] as const,
  },
  missions: {
    all: ["missions"] as const,
    detail: (missionId: string) => ["missions", missionId] as const,
    managed: ["admin", "missions"] as const,
  },
  completions: { pending: ["completions", "pending"] as const },
  slots: { mine: ["slots", "mine"] as const, club: ["slots", "club"] as const },
  meetings: {
    all: ["meetings"] as const,
    club: (clubId: number) => ["meetings", "club", clubId] as const,
    agenda: (clubId: number, key: string) => ["meetings", "agenda", clubId, key] as const,
    calendars: ["meetings", "calendars"] as const,
  },
  payments: {
    all: ["payments"] as const,
    mode: ["payments", "mode"] as const,
    testCheckout: (id: string) => ["payments", "test-checkout", id] as const,
    membership: ["payments", "membership"] as const,
  },
};
