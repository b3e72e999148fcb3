import { act, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Link, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { usePageLoading } from "../components/page-loading.ts";
import { RouteErrorBoundary } from "../components/route-error-boundary.tsx";
import { byText, click, control, render } from "../test/render.tsx";
import { LazyPage, pageCode } from "./lazy-page.tsx";

function ReadyPage() {
  return <h1>Ready</h1>;
}

/** The layout's view of the loading: `main`'s aria-busy. */
function BusyMark() {
  return <p data-testid="busy">{String(usePageLoading())}</p>;
}

const busy = () => document.querySelector("[data-testid=busy]")?.textContent;
const loader = () => document.querySelector("[aria-label=Loading]");

describe("a page loaded on demand", () => {
  it("shows the loader, and says the page is busy, until its code is in", async () => {
    let deliver: (page: ComponentType) => void = () => undefined;
    const code = pageCode(() => new Promise<ComponentType>((resolve) => (deliver = resolve)));
    await render(
      <>
        <BusyMark />
        <LazyPage code={code} />
      </>,
    );
    expect(loader()).not.toBeNull();
    expect(busy()).toBe("true");

    await act(async () => deliver(ReadyPage));
    expect(byText("Ready")).toHaveLength(1);
    expect(loader()).toBeNull();
    expect(busy()).toBe("false");
  });

  it("renders the page in its first render once its code is preloaded (hydration, prerendering)", async () => {
    const code = pageCode(async () => ReadyPage);
    await code.preload();
    expect(renderToString(<LazyPage code={code} />)).toBe("<h1>Ready</h1>");
  });

  it("shows a failed fetch in the route's error boundary; another address renders again", async () => {
    const load = vi.fn(() => Promise.reject(new Error("The chunk did not load.")));
    const code = pageCode(load);
    await render(
      <>
        <Link to="/Elsewhere">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/Broken" element={<LazyPage code={code} />} />
            <Route path="/Elsewhere" element={<h1>Elsewhere page</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </>,
      { path: "/Broken" },
    );
    expect(byText("Something went wrong")).toHaveLength(1);
    // React reports the error it caught.
    expect(vi.mocked(console.error)).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();

    await click(control("Elsewhere"));
    expect(byText("Elsewhere page")).toHaveLength(1);
    expect(byText("Something went wrong")).toHaveLength(0);
    // The next visit asks for the code again instead of keeping the failure.
    await expect(code.preload()).rejects.toThrow("The chunk did not load.");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
