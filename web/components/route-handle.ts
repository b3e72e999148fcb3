import { createContext, use, useMemo } from "react";
import { matchRoutes, type RouteMatch, type RouteObject, useLocation } from "react-router";

/**
 * A route's `handle`: its page name for the title, as a message id of the shell's catalog
 * (`title.login`); pages whose name depends on data set it. `{}` is the home page.
 */
export interface RouteHandle {
  title?: string;
}

/**
 * The app's route table, for the shell's components that name the current page (the tab title,
 * the sign-in message). Outside the app (a component test) there is none: no page name.
 */
export const RouteTableContext = createContext<RouteObject[]>([]);

const matchesByTable = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();
/** Paths remembered per table: a visit sees a few dozen at most. */
const REMEMBERED_PATHS = 100;

/**
 * `matchRoutes(routes, pathname)`, once per path: each call ranks every route of the table again,
 * and a page's first load asked it three times (its code, its title, the sign-in message), a
 * few milliseconds each on a phone.
 */
export function matchesAt(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let known = matchesByTable.get(routes);
  if (!known) {
    known = new Map();
    matchesByTable.set(routes, known);
  }
  let matches = known.get(pathname);
  if (matches === undefined) {
    if (known.size >= REMEMBERED_PATHS) known.clear();
    matches = matchRoutes(routes, pathname);
    known.set(pathname, matches);
  }
  return matches;
}

/** The current page's handle: the deepest matching route's, if it has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const routes = use(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(
    () => matchesAt(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined,
    [routes, pathname],
  );
}
