import { act } from "react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { member } from "../../../test/fixtures.ts";
import { answering, click, control, field, render, type } from "../../../test/render.tsx";
import { SignUpPage } from "./sign-up-page.tsx";

/** Where the page sent the person: path and query. */
function WhereNow() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe("after sign-up", () => {
  it("lands on MY ACCOUNT with the welcome (/Dashboard?welcome=1)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        answering({
          "/api/auth-config": { status: 200, body: { googleEnabled: false } },
          "/api/auth/sign-up/email": { status: 200, body: { token: null } },
          "/api/auth/sign-in/email": { status: 200, body: { user: { id: member.id } } },
          "/api/me": { status: 200, body: { ...member, clubMembership: 0, pathId: 0 } },
        }),
      ),
    );
    await render(
      <>
        <SignUpPage />
        <WhereNow />
      </>,
      { path: "/SignUp" },
    );
    await type(field("Username"), "Asha");
    await type(field("Email"), "asha@example.com");
    await type(field("Password"), "a long enough passphrase 42");
    await click(control("Sign Up"));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.querySelector("[data-testid=where]")?.textContent).toBe("/Dashboard?welcome=1");
  });
});
