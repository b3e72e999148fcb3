// Adding a folder's messages re-renders nothing (ADR 067); a change of language re-renders all.
import { act } from "react";
import { afterAll, describe, expect, it } from "vitest";
import { render } from "../test/render.tsx";
import { defineCatalogs, i18n, loadCatalogs, useT } from "./index.ts";

let renders = 0;

function Counted() {
  const t = useT();
  renders++;
  return <p>{t("layout.skipToContent")}</p>;
}

describe("a folder's messages added after the first render", () => {
  afterAll(() => act(() => i18n.activate("en")));

  it("render nothing again, are there for the components that need them", async () => {
    const { container } = await render(<Counted />);
    const before = renders;
    const later = defineCatalogs(
      { "later.folder.message": "A message of a page loaded later" },
      { "./messages.ar.json": async () => ({ "later.folder.message": "رسالة صفحة لاحقة" }) },
    );
    await act(async () => {
      await later.load("ar");
    });
    expect(renders).toBe(before);
    expect(i18n._("later.folder.message")).toBe("A message of a page loaded later");

    await loadCatalogs("ar");
    act(() => i18n.activate("ar"));
    expect(renders).toBeGreaterThan(before);
    expect(i18n._("later.folder.message")).toBe("رسالة صفحة لاحقة");
    expect(container.textContent).not.toBe("");
  });
});
