import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { byText, render } from "../test/render.tsx";
import { type RouteHandle, RouteTableContext, useRouteHandle } from "./route-handle.ts";

const table: RouteObject[] = [
  {
    children: [
      { index: true, handle: {} satisfies RouteHandle },
      { path: "Login", handle: { title: "title.login" } satisfies RouteHandle },
      { path: ":slug/*" },
    ],
  },
];

function HandleShown() {
  const handle = useRouteHandle();
  return <p>{handle ? (handle.title ?? "home") : "no handle"}</p>;
}

const shownAt = (path: string, routes = table) =>
  render(
    <RouteTableContext value={routes}>
      <HandleShown />
    </RouteTableContext>,
    { path },
  );

describe("the current route's handle", () => {
  it("is the deepest matching route's, matched case-insensitively", async () => {
    await shownAt("/login");
    expect(byText("title.login")).toHaveLength(1);
  });

  it("is empty on the home page (the site's name alone)", async () => {
    await shownAt("/");
    expect(byText("home")).toHaveLength(1);
  });

  it("is missing where a page names itself once its data is in", async () => {
    await shownAt("/PortoBuilders");
    expect(byText("no handle")).toHaveLength(1);
  });

  it("is missing outside the app (no route table)", async () => {
    await shownAt("/Login", []);
    expect(byText("no handle")).toHaveLength(1);
  });
});
