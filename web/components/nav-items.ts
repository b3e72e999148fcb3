import type { Navigation } from "../../contract/navigation.ts";

/** The main navigation's links, shared by the bar and the phone menu. */
export interface NavItem {
  label: string;
  to: string;
  /** A page of another site (the club's meeting): opens in a new tab. */
  external?: boolean;
  /** How many things wait for the person there (the leader's badge); shown when above 0. */
  waiting?: number;
  /** Only this exact path marks the link current (home). */
  end?: boolean;
}

/** What everyone sees, visitors included (the specification's bar). */
export const navItems: NavItem[] = [
  { label: "HOME", to: "/", end: true },
  { label: "MY ACCOUNT", to: "/Dashboard" },
];

export const MISSIONS_PATH = "/MissionCompletionPage";
export const LEADER_PAGE_PATH = "/ClubLeaderPage";
export const MISSION_MANAGER_PATH = "/MissionManager";
export const ADMIN_QUEUE_PATH = "/AdminQueue";
export const ADMIN_CONSOLE_PATH = "/Admin";
export const CHECKOUT_PATH = "/Checkout";

/**
 * Each person's navigation: what they own. A member their club's page, its meeting and (with a
 * journey) their missions; someone without a club the way to a membership; a leader the leader
 * page with what waits there; an admin the mission manager and the admin queue (each admin page
 * links to the others, the console included). Until the
 * summary is in (or for visitors), the shared items alone.
 */
export function navItemsFor(navigation: Navigation | undefined): NavItem[] {
  if (!navigation) return navItems;
  const items = [...navItems];
  const { club } = navigation;
  if (club) {
    items.push({ label: "MY CLUB", to: `/${club.slug}` });
    if (club.meetingLink && /^https?:\/\//i.test(club.meetingLink))
      items.push({ label: "MEETING", to: club.meetingLink, external: true });
    if (navigation.hasJourney) items.push({ label: "MISSIONS", to: MISSIONS_PATH });
  } else {
    items.push({ label: "BECOME A MEMBER", to: CHECKOUT_PATH });
  }
  if (navigation.ledClubs.length > 0) {
    items.push({ label: "LEADER PAGE", to: LEADER_PAGE_PATH, waiting: navigation.waiting });
  }
  if (navigation.isAdmin) {
    items.push(
      { label: "MISSION MANAGER", to: MISSION_MANAGER_PATH },
      { label: "ADMIN QUEUE", to: ADMIN_QUEUE_PATH },
    );
  }
  return items;
}

/** Mantine's breakpoints, in CSS pixels. */
const BREAKPOINTS = [
  ["sm", 768],
  ["md", 992],
  ["lg", 1200],
  ["xl", 1408],
] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number][0];

/**
 * About how wide the bar is with these links inline: each link's label (uppercase, ~10 px a
 * letter) with its padding and badge, plus the logo, the bell, Logout, gaps and page margins.
 */
export function barWidth(items: NavItem[]): number {
  const links = items.reduce(
    (sum, item) => sum + item.label.length * 10 + 36 + (item.waiting ? 28 : 0),
    0,
  );
  return links + 360;
}

/**
 * From which width the bar shows its links inline (below it, the menu button): the more links,
 * the wider the screen they need, so they never overflow the bar.
 */
export function inlineFrom(items: NavItem[]): Breakpoint {
  const width = barWidth(items);
  return BREAKPOINTS.find(([, pixels]) => pixels >= width)?.[0] ?? "xl";
}

/** What a screen reader hears for a link with a badge: "LEADER PAGE, 3 waiting". */
export function waitingText(waiting: number | undefined): string | undefined {
  return waiting ? `, ${waiting} waiting` : undefined;
}
