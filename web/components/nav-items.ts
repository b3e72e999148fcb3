import type { Navigation } from "../../contract/accounts.ts";
import { type Translate, t } from "../i18n/index.ts";

/** The main navigation's links, shared by the bar and the phone menu. */
export interface NavItem {
  /** In the page's language. */
  label: string;
  to: string;
  /** A page of another site (the club's meeting): opens in a new tab. */
  external?: boolean;
  /** How many things wait for the person there (the leader's badge); shown when above 0. */
  waiting?: number;
  /** Only this exact path marks the link current (home). */
  end?: boolean;
}

/** What everyone sees, visitors included (the specification's bar, and the careers board). */
const everyonesItems = (translate: Translate): NavItem[] => [
  { label: translate("nav.home"), to: "/", end: true },
  { label: translate("nav.myAccount"), to: "/Dashboard" },
  { label: translate("nav.opportunities"), to: OPPORTUNITIES_PATH },
];

export const MISSIONS_PATH = "/MissionCompletionPage";
export const OPPORTUNITIES_PATH = "/Opportunities";
export const LEADER_PAGE_PATH = "/ClubLeaderPage";
export const MISSION_MANAGER_PATH = "/MissionManager";
export const ADMIN_QUEUE_PATH = "/AdminQueue";
export const ADMIN_CONSOLE_PATH = "/Admin";
export const ADMIN_REPORTS_PATH = "/Admin/Reports";
export const CHECKOUT_PATH = "/Checkout";

/**
 * Each person's navigation: what they own. A member their club's page, its meeting and (with a
 * journey) their missions; someone without a club the way to a membership; a leader the leader
 * page with what waits there; an admin the mission manager and the admin queue (each admin page
 * links to the others, the console included). Until the
 * summary is in (or for visitors), the shared items alone. Labels in `translate`'s language.
 */
export function navItemsFor(
  navigation: Navigation | undefined,
  translate: Translate = t,
): NavItem[] {
  const items = everyonesItems(translate);
  if (!navigation) return items;
  const { club } = navigation;
  if (club) {
    items.push({ label: translate("nav.myClub"), to: `/${club.slug}` });
    if (club.meetingLink && /^https?:\/\//i.test(club.meetingLink))
      items.push({ label: translate("nav.meeting"), to: club.meetingLink, external: true });
    if (navigation.hasJourney) items.push({ label: translate("nav.missions"), to: MISSIONS_PATH });
  }
  // Everyone without an active membership (a club member too, a leader too) may get one.
  if (!navigation.membershipActive) {
    items.push({ label: translate("nav.becomeMember"), to: CHECKOUT_PATH });
  }
  if (navigation.ledClubs.length > 0) {
    items.push({
      label: translate("nav.leaderPage"),
      to: LEADER_PAGE_PATH,
      waiting: navigation.waiting,
    });
  }
  if (navigation.isAdmin) {
    items.push(
      { label: translate("nav.missionManager"), to: MISSION_MANAGER_PATH },
      { label: translate("nav.adminQueue"), to: ADMIN_QUEUE_PATH },
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

/** The language switcher's room in the bar: a globe, about as wide as the bell, and its gap. */
const LANGUAGE_SWITCHER_WIDTH = 56;

/**
 * About how wide the bar is with these links inline: each link's label (uppercase, ~10 px a
 * letter) with its padding (10 px a side) and badge, plus the logo, the language switcher, the
 * bell, Logout, gaps and page margins.
 */
export function barWidth(items: NavItem[]): number {
  const links = items.reduce(
    (sum, item) => sum + item.label.length * 10 + 20 + (item.waiting ? 28 : 0),
    0,
  );
  return links + 360 + LANGUAGE_SWITCHER_WIDTH;
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
export function waitingText(t: Translate, waiting: number | undefined): string | undefined {
  return waiting ? t("nav.waiting", { count: waiting }) : undefined;
}
