// useT waits for a folder's messages with React's `use`. Called only while they were missing, a
// first render in slices (a transition) that waited for them was replayed without that call, and
// the component's next hook threw React's "Update hook called on initial render" (ADR 070).
import { I18nProvider } from "@lingui/react";
import { act, Suspense, startTransition, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterAll, describe, expect, it } from "vitest";
import { defineCatalogs, i18n, useT } from "./index.ts";

const later = defineCatalogs(
  { "later.useT.message": "Messages of a page loaded later" },
  { "./messages.ml.json": async () => ({ "later.useT.message": "പിന്നീട് വന്ന സന്ദേശങ്ങൾ" }) },
);

function Later() {
  const t = useT(later);
  const [shown] = useState(() => t("later.useT.message"));
  useEffect(() => undefined, []);
  return <p>{shown}</p>;
}

describe("useT in a first render in slices", () => {
  afterAll(() => act(() => i18n.activate("en")));

  it("waits for the missing messages, then renders with every hook in its place", async () => {
    // Another folder's Malayalam is in, this one's is not (a page's chunk loaded after the shell).
    i18n.add("ml", {});
    act(() => i18n.activate("ml"));
    const recovered: unknown[] = [];
    const container = document.createElement("div");
    const root = createRoot(container, {
      onRecoverableError: (error) => recovered.push((error as Error).cause ?? error),
    });
    await act(async () => {
      startTransition(() => {
        root.render(
          <I18nProvider i18n={i18n}>
            <Suspense fallback={<p>loading</p>}>
              <Later />
            </Suspense>
          </I18nProvider>,
        );
      });
    });
    expect(recovered).toEqual([]);
    expect(container.textContent).toBe("പിന്നീട് വന്ന സന്ദേശങ്ങൾ");
    // Loaded now: rendered again, nothing waits.
    await act(async () => {
      root.render(
        <I18nProvider i18n={i18n}>
          <Later />
        </I18nProvider>,
      );
    });
    expect(container.textContent).toBe("പിന്നീട് വന്ന സന്ദേശങ്ങൾ");
    act(() => root.unmount());
  });
});
