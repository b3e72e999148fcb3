import { act } from "react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { member } from "../../../test/fixtures.ts";
import {
  answering,
  click,
  control,
  field,
  render,
  type,
  unmountAll,
} from "../../../test/render.tsx";
import { LoginPage } from "./login-page.tsx";
import { SignUpPage } from "./sign-up-page.tsx";

/** Where the page sent the person: path and query. */
function WhereNow() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

afterEach(() => vi.unstubAllGlobals());

function answeringSignUp() {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      answering({
        "/api/auth-config": { status: 200, body: { googleEnabled: false } },
        "/api/auth/sign-up/email": { status: 200, body: { token: null } },
        "/api/auth/sign-in/email": { status: 200, body: { user: { id: member.id } } },
        "/api/me": { status: 200, body: { ...member, clubId: null, journeyId: null } },
      }),
    ),
  );
}

/** Signs up at `path` and says where the page went afterwards. */
async function signUpAt(path: string) {
  answeringSignUp();
  await render(
    <>
      <SignUpPage />
      <WhereNow />
    </>,
    { path },
  );
  await type(field("Username"), "Asha");
  await type(field("Email"), "asha@example.com");
  await type(field("Password"), "a long enough passphrase 42");
  await click(control("Sign Up"));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return document.querySelector("[data-testid=where]")?.textContent;
}

describe("after sign-up", () => {
  it("lands on MY ACCOUNT with the welcome (/Dashboard?welcome=1)", async () => {
    expect(await signUpAt("/SignUp")).toBe("/Dashboard?welcome=1");
  });

  it.each([
    ["/SignUp?next=%2FMuscatBuilders", "/MuscatBuilders"],
    ["/SignUp?next=/ClubSearch%3Flocation%3Dkochi", "/ClubSearch?location=kochi"],
  ])("goes back to the page that sent the person (%s)", async (path, landing) => {
    expect(await signUpAt(path)).toBe(landing);
  });

  it.each([
    "//evil.example",
    "/..//evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "https://evil.example/MuscatBuilders",
    "javascript:alert(1)",
    "MuscatBuilders",
  ])("never follows an unsafe next (%s): lands on the welcome instead", async (next) => {
    expect(await signUpAt(`/SignUp?next=${encodeURIComponent(next)}`)).toBe("/Dashboard?welcome=1");
  });
});

describe("Sign Up and Login link to each other with the next page", () => {
  it("keeps a safe next on the Login link", async () => {
    answeringSignUp();
    await render(<SignUpPage />, { path: "/SignUp?next=%2FMuscatBuilders" });
    expect(control("Login")?.getAttribute("href")).toBe("/Login?next=%2FMuscatBuilders");
  });

  it("drops an unsafe next from the Login link", async () => {
    answeringSignUp();
    await render(<SignUpPage />, { path: `/SignUp?next=${encodeURIComponent("//evil.example")}` });
    expect(control("Login")?.getAttribute("href")).toBe("/Login");
  });

  it("keeps a safe next on Login's Sign Up link, and drops an unsafe one", async () => {
    answeringSignUp();
    await render(<LoginPage />, { path: "/Login?next=%2FMuscatBuilders" });
    expect(control("Sign Up")?.getAttribute("href")).toBe("/SignUp?next=%2FMuscatBuilders");
    unmountAll();
    document.body.innerHTML = "";
    await render(<LoginPage />, { path: `/Login?next=${encodeURIComponent("/..//evil.example")}` });
    expect(control("Sign Up")?.getAttribute("href")).toBe("/SignUp");
  });
});
