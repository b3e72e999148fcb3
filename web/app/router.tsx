import { type ComponentType, lazy, Suspense, useMemo } from "react";
import {
  Outlet,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  useLocation,
} from "react-router";
import { AppLayout } from "../components/app-layout.tsx";
import { RouteErrorBoundary } from "../components/route-error-boundary.tsx";
import { matchesAt, type RouteHandle, RouteTableContext } from "../components/route-handle.ts";
import { LandingPage } from "../features/landing/components/landing-page.tsx";
import { LazyPage, pageCode } from "./lazy-page.tsx";
import type { PageModuleName } from "./page-modules.ts";

/** Each lazy page's route and how to fetch its code ahead (preloadPagesAt). */
const preloads = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * One screen of the router: at `path`, titled `title` (a message id of the shell's catalog; none:
 * the page names itself once its data is in), loaded on demand.
 */
function page(
  path: string,
  title: string | undefined,
  load: () => Promise<ComponentType>,
): RouteObject {
  const code = pageCode(load);
  const handle = title === undefined ? {} : { handle: { title } satisfies RouteHandle };
  const route: RouteObject = { path, ...handle, element: <LazyPage key={path} code={code} /> };
  preloads.set(route, code.preload);
  return route;
}

/** A section's own screen at its address (its index route), made as `page` makes one. */
function indexPage(title: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const route = page("", title, load);
  delete route.path;
  return Object.assign(route, { index: true });
}

/** The other pages' loaders (modulepreloaded with the app shell: no request of its own there). */
export const loadPageModules = () => import("./page-modules.ts");

/** The About, Contact, Privacy and Terms pages: prerendered, so their loaders are here. */
const infoPage = (name: "AboutPage" | "ContactPage" | "PrivacyPage" | "TermsPage") => () =>
  import("../features/info-pages/components/info-pages.tsx").then((module) => module[name]);

/** A page that is not prerendered: its loader comes with page-modules.ts (ADR 022). */
const later = (name: PageModuleName) => async () => (await loadPageModules()).pageModules[name]();

/** What shows that a person is about to follow a link: a pointer over it, a touch, focus. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Fetches where the other pages' code is at the first sign that a link is about to be followed
 * (a pointer over it, a touch, keyboard focus: a few hundred milliseconds before the click), so
 * that the page then waits for its own chunk only. Not at once, nor when idle: a visitor who only
 * reads the landing fetches nothing more (Lighthouse counts every request, budget 15).
 */
export function prefetchPageModulesOnIntent() {
  const prefetch = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
    for (const name of INTENT_EVENTS) document.removeEventListener(name, prefetch, true);
    void loadPageModules().catch(() => undefined);
  };
  for (const name of INTENT_EVENTS) {
    document.addEventListener(name, prefetch, { capture: true, passive: true });
  }
}

// The bell shows for signed-in people only: loaded then, so public pages stay light.
const NotificationBell = lazy(
  () => import("../features/notifications/components/notification-bell.tsx"),
);

/**
 * Every screen but the layout and the landing is loaded on demand; paths match case-insensitively.
 * `handle.title` names the page (the tab title); `/` + a slug names itself once its data is in. A
 * page that fails shows its error inside the layout; a layout that fails, instead of it. The
 * prerendered pages' loaders are here; every other page's is in page-modules.ts.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout
          bell={
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          }
        />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          // The landing, where most visitors arrive, comes with the entry: no second round trip
          // before it hydrates. Its title is its own (`""`).
          { index: true, handle: {} satisfies RouteHandle, element: <LandingPage /> },
          page("Login", "title.login", later("loginPage")),
          page("SignUp", "title.signUp", later("signUpPage")),
          page("ForgotPassword", "title.forgotPassword", later("forgotPasswordPage")),
          page("ResetPassword", "title.resetPassword", later("resetPasswordPage")),
          page("Journeys", "title.journeys", () =>
            import("../features/journeys/components/journeys-page.tsx").then(
              (module) => module.JourneysPage,
            ),
          ),
          page("KeralaBlockvocates", "title.kerala", () =>
            import("./routes/regional-pages.tsx").then((module) => module.KeralaPage),
          ),
          page("OmanBlockvocates", "title.oman", () =>
            import("./routes/regional-pages.tsx").then((module) => module.OmanPage),
          ),
          page("About", "title.about", infoPage("AboutPage")),
          page("Contact", "title.contact", infoPage("ContactPage")),
          page("Privacy", "title.privacy", infoPage("PrivacyPage")),
          page("Terms", "title.terms", infoPage("TermsPage")),
          page("Checkout", "title.checkout", later("checkoutPage")),
          page("TestCheckout/:id", "title.testCheckout", later("testCheckoutPage")),
          page("ClubSearch", "title.findClub", later("clubSearchPage")),
          page("CreateClub", "title.createClub", later("createClubPage")),
          {
            path: "Admin",
            children: [
              indexPage("title.adminConsole", later("adminPage")),
              page("Reports", "title.adminReports", later("adminReportsPage")),
            ],
          },
          page("Reports/Club/:clubId", "title.clubReport", later("clubReportPage")),
          page("ClubLeaderPage", "title.clubLeader", later("clubLeaderPage")),
          page(
            "NotificationSettings",
            "title.emailNotifications",
            later("notificationSettingsPage"),
          ),
          page("Dashboard", "title.myAccount", later("dashboardPage")),
          page("DashboardOne", "title.myAccount", later("dashboardOne")),
          page("DashboardTwo", "title.myAccount", later("dashboardTwoPage")),
          page("PreviewPage", "title.chooseJourney", later("previewPage")),
          page("WorkingPage", "title.chooseJourney", later("workingPage")),
          page("MissionCompletionPage", "title.missions", later("missionCompletionPage")),
          page(
            "MissionVerification",
            "title.missionVerification",
            later("missionVerificationPage"),
          ),
          page("MissionManager", "title.missionManager", later("missionManagerPage")),
          page("Notifications", "title.notifications", later("notificationsPage")),
          page("Rewards", "title.rewards", later("rewardsPage")),
          {
            path: "Partners",
            children: [
              indexPage(undefined, later("partnersPage")),
              page(":partnerId", undefined, later("partnerManagePage")),
              page(
                ":partnerId/Opportunities",
                "title.partnerOpportunities",
                later("partnerOpportunitiesPage"),
              ),
              page(
                ":partnerId/Opportunities/:opportunityId/Applicants",
                undefined,
                later("opportunityApplicantsPage"),
              ),
            ],
          },
          {
            path: "Opportunities",
            children: [
              indexPage("title.opportunities", later("opportunitiesPage")),
              page(":opportunityId", undefined, later("opportunityPage")),
            ],
          },
          page("Account", "title.account", later("accountPage")),
          page("AdminQueue", "title.adminQueue", later("adminQueuePage")),
          page("Credentials/:credentialId", undefined, later("credentialPage")),
          page("Profile/:publicId", undefined, later("publicProfilePage")),
          {
            path: "Meetings",
            children: [
              page(":clubId/:meetingKey", "title.meeting", later("meetingPage")),
              page(":clubId/:meetingKey/CheckIn", "title.checkInCode", later("checkInScreenPage")),
              page(":clubId/:meetingKey/Live", "title.meetingConsole", later("meetingConsolePage")),
              page(":clubId/:meetingKey/Report", "title.meetingReport", later("meetingReportPage")),
            ],
          },
          page("Speeches/:slotId", "title.speech", later("speechPage")),
          page("CheckIn", "title.checkIn", later("checkInPage")),
          page(":slug/*", undefined, later("slugPage")),
          page("*", "title.notFound", later("notFoundPage")),
        ],
      },
    ],
  },
];

/**
 * A match's path as the address spells it: `matchRoutes` decodes it (`%20` -> ` `), and relative
 * links resolve against it, so it is encoded again as `useRoutes` does.
 */
const encodedPath = (path: string) =>
  new URL(
    path.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23"),
    "http://address.invalid",
  ).pathname;

const asAddressed = (match: RouteMatch): RouteMatch => ({
  ...match,
  pathname: encodedPath(match.pathname),
  pathnameBase: encodedPath(match.pathnameBase),
});

/**
 * The app's screens at the router's address (inside BrowserRouter or StaticRouter). What
 * `useRoutes(routes)` renders, from the matches kept per path (`matchesAt`): `useRoutes` ranks the
 * whole table again on every render, and on a phone that was a tenth of the first render's task.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const screens = useMemo(
    () => renderMatches(matchesAt(routes, pathname)?.map(asAddressed) ?? null),
    [pathname],
  );
  return <RouteTableContext value={routes}>{screens}</RouteTableContext>;
}

/**
 * Fetches the code of the pages shown at `pathname`, so that their first render needs nothing
 * more: a prerendered page then hydrates in one pass, and prerendering renders the page itself.
 */
export async function preloadPagesAt(pathname: string): Promise<void> {
  const matches = matchesAt(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => preloads.get(route)?.()));
}
