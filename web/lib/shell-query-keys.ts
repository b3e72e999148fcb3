/**
 * The query keys the shell and the landing read (the session, the navigation, the public
 * content, the club names): the landing's initial JavaScript carries these, not every feature's
 * keys. `queryKeys` (query-keys.ts) holds the same arrays, so a feature invalidates them by
 * either name.
 */
export const shellKeys = {
  me: ["me"] as const,
  /** Under `me`: whatever refreshes the person refreshes their navigation too. */
  navigation: ["me", "navigation"] as const,
  journeys: ["journeys"] as const,
  plan: ["plan"] as const,
  clubs: {
    all: ["clubs"] as const,
    names: ["clubs", "names"] as const,
    moreNames: (after: number) => ["clubs", "names", "after", after] as const,
  },
};
