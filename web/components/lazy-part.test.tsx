import { act, type ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { pageCode } from "../app/lazy-page.tsx";
import { byText, click, render, until } from "../test/render.tsx";
import { LazyPart } from "./lazy-part.tsx";

function Members({ club }: { club: string }) {
  return <p>Members of {club}</p>;
}

/** Code that cannot be fetched the first time (offline), then can; counts the fetches. */
function flakyCode() {
  let fetches = 0;
  const code = pageCode<ComponentType<{ club: string }>>(async () => {
    fetches += 1;
    if (fetches === 1) throw new TypeError("Failed to fetch dynamically imported module");
    return Members;
  });
  return { code, fetches: () => fetches };
}

describe("a part of a page loaded on demand", () => {
  it("shows a loader, then the part with its props", async () => {
    let deliver: (part: ComponentType<{ club: string }>) => void = () => undefined;
    const code = pageCode(() => new Promise<ComponentType<{ club: string }>>((r) => (deliver = r)));
    await render(<LazyPart code={code} props={{ club: "Kochi" }} />);
    expect(document.querySelector("[aria-label=Loading]")).not.toBeNull();
    await act(async () => deliver(Members));
    expect(byText("Members of Kochi")).toHaveLength(1);
    expect(document.querySelector("[aria-label=Loading]")).toBeNull();
  });

  it("says so in its place when its code cannot be fetched, and fetches it again on request", async () => {
    const { code, fetches } = flakyCode();
    await render(
      <>
        <h1>The rest of the page</h1>
        <LazyPart code={code} props={{ club: "Lisbon" }} />
      </>,
    );
    await until(() => expect(byText("An error occurred. Please try again.")).toHaveLength(1));
    expect(byText("The rest of the page")).toHaveLength(1);

    await click(byText("Try again")[0]?.closest("button"));
    await until(() => expect(byText("Members of Lisbon")).toHaveLength(1));
    expect(byText("An error occurred. Please try again.")).toHaveLength(0);
    expect(fetches()).toBe(2);
  });
});
