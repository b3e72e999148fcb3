import { createContext, use, useMemo } from "react";
import { matchRoutes, type RouteObject, useLocation } from "react-router";

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

/** The current page's handle: the deepest matching route's, if it has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const routes = use(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(
    () => matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined,
    [routes, pathname],
  );
}
