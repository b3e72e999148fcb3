import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { click, control, field, render, type } from "../../../test/render.tsx";
import { ConnectModal } from "./connect-modal.tsx";

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

afterEach(() => vi.unstubAllGlobals());

describe("the Connect modal", () => {
  it("keeps one link per platform: each platform shows and saves its own", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ identity: null, socialLinks: [] }), {
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const links = [{ platform: "farcaster" as const, url: "https://warpcast.com/chessowl" }];
    await render(<ConnectModal opened onClose={() => {}} links={links} />);
    const link = () => field("Social link") as HTMLInputElement;
    expect(link().value).toBe("https://warpcast.com/chessowl");

    await click(control("Bluesky"));
    expect(link().value).toBe("");
    await type(link(), "https://bsky.app/profile/chessowl.bsky.social");
    await click(control("Confirm"));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/profile");
    expect(JSON.parse(String(init.body))).toEqual({
      socialLink: { platform: "bluesky", url: "https://bsky.app/profile/chessowl.bsky.social" },
    });

    await click(control("Farcaster"));
    expect(link().value).toBe("https://warpcast.com/chessowl");
  });
});
