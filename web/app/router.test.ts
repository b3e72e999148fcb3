import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS } from "../../contract/common.ts";
import { routes } from "./router.tsx";

/** The first segment of every page path the router serves (not the `:slug` catch-alls). */
function pagePaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && !route.path.startsWith(":") && route.path !== "*"
      ? [route.path.split("/")[0]?.toLowerCase() ?? ""]
      : []),
    ...pagePaths(route.children ?? []),
  ]);
}

/** Paths that are the server's, not a screen's. */
const SERVER_PATHS = ["api", "assets", "images"];

describe("the reserved slugs", () => {
  it("are exactly the router's page paths and the server's own, so no club or mission hides a screen", () => {
    expect([...RESERVED_SLUGS].sort()).toEqual([...pagePaths(routes), ...SERVER_PATHS].sort());
  });
});
