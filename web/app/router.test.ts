import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS } from "../../contract/common.ts";
import { routes } from "./router.tsx";

/**
 * The first segment of every page path the router serves (not the `:slug` catch-alls). A section's
 * children (Admin's Reports, Meetings' screens) live under its segment, so only layout routes
 * (no path, or the root) are looked into.
 */
function pagePaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    const layout = route.path === undefined || route.path === "/";
    if (layout) return pagePaths(route.children ?? []);
    return route.path && !route.path.startsWith(":") && route.path !== "*"
      ? [route.path.split("/")[0]?.toLowerCase() ?? ""]
      : [];
  });
}

/** Paths that are the server's, not a screen's. */
const SERVER_PATHS = ["api", "assets", "icons", "images"];

describe("the reserved slugs", () => {
  it("are exactly the router's page paths and the server's own, so no club or mission hides a screen", () => {
    expect([...RESERVED_SLUGS].sort()).toEqual([...pagePaths(routes), ...SERVER_PATHS].sort());
  });
});
