import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Account, AccountSessionList } from "../../../../contract/accounts.ts";
import type { Wallet } from "../../../../contract/wallets.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { member } from "../../../test/fixtures.ts";
import {
  answering,
  byText,
  click,
  control,
  errorOf,
  field,
  render,
  testQueryClient,
  type,
  unmountAll,
  until,
} from "../../../test/render.tsx";
import { AccountPage } from "./account-page.tsx";

const account: Account = {
  name: "Asha",
  email: "asha@example.com",
  emailVerified: true,
  identity: "did:key:z6Mk-asha",
  hasPassword: true,
  pendingEmail: null,
};
const sessions: AccountSessionList = {
  sessions: [
    {
      id: "s-this",
      createdAt: "2026-11-20T10:00:00.000Z",
      lastUsedAt: "2026-11-26T09:00:00.000Z",
      expiresAt: "2026-12-03T09:00:00.000Z",
      browser: "Chrome",
      system: "Android",
      current: true,
    },
    {
      id: "s-other",
      createdAt: "2026-11-01T10:00:00.000Z",
      lastUsedAt: "2026-11-02T10:00:00.000Z",
      expiresAt: "2026-11-29T10:00:00.000Z",
      browser: "Firefox",
      system: "Windows",
      current: false,
    },
  ],
};

type Answers = Parameters<typeof answering>[0];

/** Opens /Account (signed in) with the account and its sessions in, and `answers` for requests. */
async function openAccount({
  seeded = account,
  path = "/Account",
  answers = {},
}: {
  seeded?: Account;
  path?: string;
  answers?: Answers;
} = {}) {
  // What the page asks again after a change: still signed in (a signed-out answer would send this
  // test's catch-all route to /Login, which renders this page again).
  const fetch = vi.fn(
    answering({
      "/api/me": { status: 200, body: member },
      "/api/me/account": { status: 200, body: seeded },
      "/api/me/sessions": { status: 200, body: sessions },
      ...answers,
    }),
  );
  vi.stubGlobal("fetch", fetch);
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, member);
  queryClient.setQueryData(queryKeys.account.details, seeded);
  queryClient.setQueryData(queryKeys.account.sessions, sessions);
  await render(
    <AccountPage
      profileSwitch={<p>profile switch here</p>}
      dataSections={<p>data sections here</p>}
    />,
    { path, queryClient },
  );
  return fetch;
}

/** The JSON bodies sent to `path` by `method`. */
function sent(fetch: { mock: { calls: unknown[][] } }, method: string, path: string) {
  return fetch.mock.calls
    .map(([url, init]) => ({ url: String(url), init: (init ?? {}) as RequestInit }))
    .filter(({ url, init }) => url === path && init.method === method)
    .map(({ init }) => JSON.parse(String(init.body ?? "null")) as unknown);
}

/** Lets the requests a click started answer, and React render what they changed. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
});

describe("the account page", () => {
  it("shows the name, identity, address, devices and the other features' sections", async () => {
    await openAccount();
    expect((field("Display name") as HTMLInputElement).value).toBe("Asha");
    expect(byText("did:key:z6Mk-asha")).toHaveLength(1);
    expect(document.querySelector("[data-testid=current-email]")?.textContent).toBe(
      "asha@example.com",
    );
    const rows = [...document.querySelectorAll("[data-testid=session]")];
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual([
      "Chrome on Android",
      "Firefox on Windows",
    ]);
    expect(rows[0]?.textContent).toContain("This device");
    // The asking device is signed out with Logout, not here.
    expect(rows[0]?.querySelector("button")).toBeNull();
    expect(control("Sign out Firefox on Windows")).toBeDefined();
    expect(control("Sign out of the others")).toBeDefined();
    expect(control("Email notifications")?.getAttribute("href")).toBe("/NotificationSettings");
    expect(byText("profile switch here")).toHaveLength(1);
    expect(byText("data sections here")).toHaveLength(1);
  });

  it("refuses an invisible name before sending it, with the contract's message", async () => {
    const fetch = await openAccount();
    await type(field("Display name"), "As\u200bha");
    await click(control("Save name"));
    expect(errorOf("Display name")).toMatch(/invisible characters/);
    expect(sent(fetch, "PUT", "/api/me/name")).toEqual([]);
  });

  it("a wrong current password shows the server's message on that field", async () => {
    const fetch = await openAccount({
      answers: {
        "/api/me/password": {
          status: 400,
          body: {
            type: "about:blank",
            title: "Bad Request",
            status: 400,
            detail: "Your current password is not correct.",
            requestId: "r1",
            errors: [
              { field: "currentPassword", message: "Your current password is not correct." },
            ],
          },
        },
      },
    });
    await type(
      field(
        "Current password",
        document.querySelector("#account-password")?.parentElement ?? document,
      ),
      "wrong one",
    );
    await type(field("New password"), "a brand new passphrase 9");
    await click(control("Change password"));
    await settle();
    expect(sent(fetch, "POST", "/api/me/password")).toEqual([
      { currentPassword: "wrong one", newPassword: "a brand new passphrase 9" },
    ]);
    const passwordSection = document.querySelector("[aria-labelledby=account-password]");
    expect(passwordSection?.textContent).toContain("Your current password is not correct.");
  });

  it("asks for the new address and the current password, then shows the change waiting", async () => {
    const fetch = await openAccount({
      answers: {
        "/api/me/email-change": {
          status: 202,
          body: { email: account.email, pendingEmail: "new@example.com" },
        },
      },
    });
    const section = document.querySelector("[aria-labelledby=account-email]") ?? document;
    await type(field("New email address", section), "New@Example.com");
    await type(field("Current password", section), "my passphrase");
    await click(control("Send confirmation link", section));
    await settle();
    expect(sent(fetch, "POST", "/api/me/email-change")).toEqual([
      { newEmail: "new@example.com", currentPassword: "my passphrase" },
    ]);
  });

  it("shows a change waiting for its link, with a way to cancel it", async () => {
    await openAccount({ seeded: { ...account, pendingEmail: "new@example.com" } });
    const pending = document.querySelector("[data-testid=pending-email]");
    expect(pending?.textContent).toContain("new@example.com");
    expect(control("Cancel the change", pending ?? document)).toBeDefined();
  });

  it("an account that signs in with Google has no password to give or change", async () => {
    await openAccount({ seeded: { ...account, hasPassword: false } });
    expect(field("Current password")).toBeNull();
    expect(control("Change password")).toBeUndefined();
    expect(document.body.textContent).toContain("no password to change");
  });

  it("the mailed link confirms the new address once and says so", async () => {
    const fetch = await openAccount({
      path: "/Account?confirmEmail=the-token",
      answers: {
        "/api/me/email-change/confirm": {
          status: 200,
          body: { email: "new@example.com", pendingEmail: null },
        },
      },
    });
    await settle();
    await settle();
    expect(sent(fetch, "POST", "/api/me/email-change/confirm")).toEqual([{ token: "the-token" }]);
    expect(document.querySelector("[data-testid=email-confirmation]")?.textContent).toContain(
      "new@example.com",
    );
  });

  it("signs out another device by its id", async () => {
    const fetch = await openAccount({
      answers: { "/api/me/sessions/s-other": { status: 204, body: null } },
    });
    await click(control("Sign out Firefox on Windows"));
    await settle();
    expect(sent(fetch, "DELETE", "/api/me/sessions/s-other")).toEqual([null]);
  });
});

describe("the wallets section", () => {
  const wallet = (walletId: number, address: string, namesCredentials = false): Wallet => ({
    walletId,
    address,
    chainId: 1,
    linkedAt: "2026-11-20T10:00:00.000Z",
    isPublic: false,
    namesCredentials,
  });
  const first = wallet(7, "0x1111111111111111111111111111111111111111");
  const second = wallet(8, "0x2222222222222222222222222222222222222222");

  it("offers no choice for credentials until a wallet is linked", async () => {
    await openAccount({ answers: { "/api/wallets": { status: 200, body: { items: [] } } } });
    await until(() => expect(byText("No wallet linked yet.")).toHaveLength(1));
    expect(document.body.textContent).not.toContain("Wallet on your credentials");
    expect(control("Link a wallet")).toBeDefined();
  });

  it("credentials name no wallet by default; choosing one sends its id", async () => {
    const fetch = await openAccount({
      answers: {
        "/api/wallets": { status: 200, body: { items: [first, second] } },
        "/api/wallets/credential-subject": {
          status: 200,
          body: { items: [first, { ...second, namesCredentials: true }] },
        },
      },
    });
    await until(() => expect(field(second.address)).toBeInstanceOf(HTMLInputElement));
    const none = field("No wallet: each credential gets an id of its own") as HTMLInputElement;
    expect(none.checked).toBe(true);
    expect((field(second.address) as HTMLInputElement).checked).toBe(false);
    await click(field(second.address));
    await settle();
    expect(sent(fetch, "PUT", "/api/wallets/credential-subject")).toEqual([{ walletId: 8 }]);
  });

  it("shows the chosen wallet checked, and choosing none sends null", async () => {
    const fetch = await openAccount({
      answers: {
        "/api/wallets": {
          status: 200,
          body: { items: [first, { ...second, namesCredentials: true }] },
        },
        "/api/wallets/credential-subject": { status: 200, body: { items: [first, second] } },
      },
    });
    await until(() => expect(field(second.address)).toBeInstanceOf(HTMLInputElement));
    expect((field(second.address) as HTMLInputElement).checked).toBe(true);
    await click(field("No wallet: each credential gets an id of its own"));
    await settle();
    expect(sent(fetch, "PUT", "/api/wallets/credential-subject")).toEqual([{ walletId: null }]);
  });
});
