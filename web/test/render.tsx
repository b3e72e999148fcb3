import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type ReactNode, useLayoutEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { theme } from "../app/theme.ts";
import { i18n } from "../i18n/index.ts";

const mounted: Root[] = [];

/** A query client that never retries and holds what the test seeds (no request leaves). */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** Reports every address the router shows to `onPath` (where a click led). */
function PathProbe({ onPath }: { onPath: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => onPath(pathname), [onPath, pathname]);
  return null;
}

/**
 * Renders `element` at `path` (matched by `pattern`) inside the app's providers, with the app's
 * kind of router (declarative, no data router); `currentPath()` says where it is now.
 */
export async function render(
  element: ReactNode,
  {
    path = "/",
    pattern = "*",
    queryClient = testQueryClient(),
  }: { path?: string; pattern?: string; queryClient?: QueryClient } = {},
) {
  let shownPath = path;
  const onPath = (pathname: string) => {
    shownPath = pathname;
  };
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[path]}>
              <PathProbe onPath={onPath} />
              <Routes>
                <Route path={pattern} element={element} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>,
    );
  });
  return { currentPath: () => shownPath, container };
}

export function unmountAll() {
  for (const root of mounted.splice(0)) act(() => root.unmount());
}

/** Clicks an element and lets React finish what the click started. */
/**
 * Waits until `assertion` passes, inside act: what a request's answer renders (React Query tells
 * its observers on a timer, after the click's act has ended) is then a render React knows about,
 * not a warning that fails the test on a busy machine.
 */
export async function until(assertion: () => unknown) {
  await act(() => vi.waitFor(assertion));
}

export async function click(element: Element | null | undefined) {
  if (!element) throw new Error("nothing to click");
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Types a value into an input or textarea as React sees it (an input event). */
export async function type(element: Element | null | undefined, value: string) {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    throw new Error("not a text field");
  }
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** The elements whose own text is `text` (exactly, trimmed). */
export function byText(text: string, root: ParentNode = document.body) {
  return [...root.querySelectorAll("*")].filter(
    (element) =>
      [...element.childNodes].some((node) => node.nodeType === 3) &&
      element.textContent?.trim() === text,
  );
}

/** The button or link named `name` (its text or aria-label). */
export function control(name: string, root: ParentNode = document.body) {
  return [...root.querySelectorAll("button, a")].find(
    (element) =>
      element.getAttribute("aria-label") === name || element.textContent?.trim() === name,
  );
}

/** The form field labelled `label`. */
export function field(label: string, root: ParentNode = document.body) {
  const labelElement = [...root.querySelectorAll("label")].find(
    (element) => element.textContent?.replace(/\*$/, "").trim() === label,
  );
  const id = labelElement?.getAttribute("for");
  return id ? root.querySelector(`#${CSS.escape(id)}`) : null;
}

/** Chooses an option of a select as React sees it (a change event). */
export async function choose(element: Element | null | undefined, value: string) {
  if (!(element instanceof HTMLSelectElement)) throw new Error("not a select");
  await act(async () => {
    element.value = value;
    element.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** The error message shown for the field labelled `label` (what describes it), if any. */
export function errorOf(label: string) {
  const id = field(label)
    ?.getAttribute("aria-describedby")
    ?.split(" ")
    .find((part) => part.endsWith("-error"));
  return id ? document.getElementById(id)?.textContent : undefined;
}

/** A fetch answering each path (the URL's pathname) with a JSON body and status. */
export function answering(routes: Record<string, { status: number; body: unknown }>) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://app.test");
    const route = routes[url.pathname];
    if (!route) return new Response("{}", { status: 404 });
    const problem = route.status >= 400;
    return new Response(JSON.stringify(route.body), {
      status: route.status,
      headers: { "content-type": problem ? "application/problem+json" : "application/json" },
    });
  };
}
