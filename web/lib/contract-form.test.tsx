import { afterEach, describe, expect, it, vi } from "vitest";
import type { Me } from "../../contract/accounts.ts";
import { LoginPage } from "../features/auth/components/login-page.tsx";
import { SignUpPage } from "../features/auth/components/sign-up-page.tsx";
import { CreateClubPage } from "../features/clubs/components/create-club-page.tsx";
import {
  answering,
  byText,
  choose,
  click,
  control,
  errorOf,
  field,
  render,
  testQueryClient,
  type,
  until,
} from "../test/render.tsx";
import { queryKeys } from "./query-keys.ts";

const noGoogle = { "/api/auth-config": { status: 200, body: { googleEnabled: false } } };
const problem = (
  status: number,
  detail: string,
  errors?: { field: string; message: string }[],
) => ({
  status,
  body: { type: "about:blank", title: "Refused", status, detail, errors },
});

afterEach(() => vi.unstubAllGlobals());

describe("forms built on the contract", () => {
  it("shows the contract's messages under their fields and sends nothing", async () => {
    const fetch = vi.fn(answering(noGoogle));
    vi.stubGlobal("fetch", fetch);
    await render(<SignUpPage />);
    await type(field("Email"), "not-an-address");
    await click(control("Sign Up"));
    expect(errorOf("Username")).toBe("Enter a username.");
    expect(errorOf("Email")).toBe("Enter a valid email address.");
    expect(field("Username")?.getAttribute("aria-invalid")).toBe("true");
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain("/api/auth/sign-up/email");
  });

  it("puts the server's field error on the field it names", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        answering({
          ...noGoogle,
          "/api/auth/sign-up/email": problem(400, "password: Too common.", [
            { field: "password", message: "This password is too common." },
          ]),
        }),
      ),
    );
    await render(<SignUpPage />);
    await type(field("Username"), "Asha");
    await type(field("Email"), "asha@example.com");
    await type(field("Password"), "password1234");
    await click(control("Sign Up"));
    await until(() => expect(errorOf("Password")).toBe("This password is too common."));
    expect(errorOf("Email")).toBeUndefined();
  });

  it("shows a refusal of the whole form once, under it, and marks the fields it is about", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        answering({
          ...noGoogle,
          "/api/auth/sign-in/email": problem(401, "Invalid email or password."),
        }),
      ),
    );
    await render(<LoginPage />);
    await type(field("Email"), "asha@example.com");
    await type(field("Password"), "wrong password");
    await click(control("Login"));
    await until(() => expect(byText("Invalid email or password.")).toHaveLength(3));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      "Invalid email or password.",
    );
    expect(field("Email")?.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf("Password")).toBe("Invalid email or password.");
  });

  it("keeps a taken club name on the Club Name field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(answering({ "/api/clubs": problem(409, "A club named Kochi Speakers exists.") })),
    );
    const queryClient = testQueryClient();
    const me: Partial<Me> = { id: "u1", name: "Asha", email: "asha@example.com" };
    queryClient.setQueryData(queryKeys.me, me as Me);
    await render(<CreateClubPage />, { queryClient });
    await click(control("Create Club"));
    expect(errorOf("Club Name")).toBeTruthy();
    expect(errorOf("Location")).toBeTruthy();

    await type(field("Club Name"), "Kochi Speakers");
    await type(field("Location"), "kochi");
    await click(field("Monday"));
    await click(field("Evening"));
    await choose(field("Club Type"), "web3");
    await click(field("Online"));
    await click(control("Create Club"));
    await until(() => expect(errorOf("Club Name")).toBe("A club named Kochi Speakers exists."));
    expect(errorOf("Location")).toBeUndefined();
  });
});
