import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { member } from "../test/fixtures.ts";
import { answering } from "../test/render.tsx";
import { currentUserQuery, mayBeSignedIn } from "./session.ts";

const withoutSession = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
  document.cookie = "bv_signed_in=; path=/; max-age=0";
};
const withSession = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
  document.cookie = "bv_signed_in=1; path=/";
};

afterEach(() => {
  withSession();
  vi.unstubAllGlobals();
});

describe("the session (ADR 048)", () => {
  it("is nobody's, without asking /api/me, when the server set no hint cookie", async () => {
    withoutSession();
    const fetch = vi.fn(answering({ "/api/me": { status: 401, body: {} } }));
    vi.stubGlobal("fetch", fetch);
    expect(await new QueryClient().fetchQuery(currentUserQuery)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is the person /api/me names when the hint says there may be a session", async () => {
    const fetch = vi.fn(answering({ "/api/me": { status: 200, body: member } }));
    vi.stubGlobal("fetch", fetch);
    expect(await new QueryClient().fetchQuery(currentUserQuery)).toEqual(member);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is nobody's when the hint outlived the session (/api/me answers 401)", async () => {
    vi.stubGlobal("fetch", answering({ "/api/me": { status: 401, body: { status: 401 } } }));
    expect(await new QueryClient().fetchQuery(currentUserQuery)).toBeNull();
  });

  it("reads the hint among other cookies, and only its own name", () => {
    withoutSession();
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
    document.cookie = "xbv_signed_in=1; path=/";
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
    document.cookie = "theme=dark; path=/";
    expect(mayBeSignedIn()).toBe(false);
    withSession();
    expect(mayBeSignedIn()).toBe(true);
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
    document.cookie = "xbv_signed_in=; path=/; max-age=0";
  });
});
