import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountDeletionStatus, DataExportStatus } from "../../../../contract/account-data.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import {
  answering,
  click,
  control,
  errorOf,
  field,
  render,
  testQueryClient,
  type,
  until,
} from "../../../test/render.tsx";
import { DataExportSection, DeleteAccountSection } from "../index.ts";

const me = { id: "u1", name: "Mira", email: "mira@example.com" };
const idle: DataExportStatus = {
  state: "none",
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  downloadUrl: null,
  canRequest: true,
};
const ready: DataExportStatus = {
  state: "ready",
  requestedAt: "2026-11-26T10:00:00Z",
  readyAt: "2026-11-26T10:00:05Z",
  expiresAt: "2026-11-27T10:00:05Z",
  downloadUrl: "/api/me/data-export/0b9c/download?expires=1&signature=abc",
  canRequest: true,
};
const member: AccountDeletionStatus = { state: "none", confirmation: "password", ledClubs: [] };

afterEach(() => vi.unstubAllGlobals());

function withData(seed: Record<string, unknown>) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, me);
  for (const [key, value] of Object.entries(seed)) {
    queryClient.setQueryData(
      key === "export" ? queryKeys.accountData.dataExport : queryKeys.accountData.deletion,
      value,
    );
  }
  return queryClient;
}

describe("Download my data", () => {
  it("asks for an export and shows that it is being prepared", async () => {
    const fetch = vi.fn(
      answering({
        "/api/me/data-export": {
          status: 202,
          body: { ...idle, state: "pending", canRequest: false },
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await render(<DataExportSection />, { queryClient: withData({ export: idle }) });
    await click(control("Prepare my data"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/me/data-export");
    expect(init.method).toBe("POST");
    await until(() =>
      expect(document.body.textContent).toContain("Preparing your data… This section updates"),
    );
    expect(control("Prepare my data")).toBeUndefined();
  });

  it("offers the signed link while the export is ready", async () => {
    await render(<DataExportSection />, { queryClient: withData({ export: ready }) });
    const link = control("Download my data (JSON)");
    expect(link?.getAttribute("href")).toBe(ready.downloadUrl);
    expect(link?.hasAttribute("download")).toBe(true);
    expect(document.body.textContent).toContain("Your data is ready. The link works until");
  });

  it("says an expired export must be prepared again", async () => {
    await render(<DataExportSection />, {
      queryClient: withData({ export: { ...ready, state: "expired", downloadUrl: null } }),
    });
    expect(control("Download my data (JSON)")).toBeUndefined();
    expect(document.body.textContent).toContain("Your last copy has expired.");
    expect(control("Prepare a new copy")).toBeDefined();
  });
});

describe("Delete my account", () => {
  it("tells a leader to hand the club over first, and offers no deletion", async () => {
    await render(<DeleteAccountSection />, {
      queryClient: withData({
        deletion: { ...member, ledClubs: [{ clubId: 7, clubName: "Kochi Web3" }] },
      }),
    });
    expect(document.body.textContent).toMatch(/You lead .*Kochi Web3.*ask an admin/);
    expect(control("Delete my account…")).toBeUndefined();
  });

  it("confirms with the password, shows a refusal on the field, then the date", async () => {
    let attempt = 0;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      attempt += 1;
      if (attempt === 1) {
        return new Response(
          JSON.stringify({
            type: "about:blank",
            title: "Bad",
            status: 400,
            detail: "Enter your password to confirm.",
            requestId: "r",
            errors: [{ field: "password", message: "Enter your password to confirm." }],
          }),
          { status: 400, headers: { "content-type": "application/problem+json" } },
        );
      }
      expect(String(input)).toBe("/api/me/account-deletion");
      expect(JSON.parse(String(init?.body))).toEqual({ password: "my long passphrase" });
      return Response.json({ eraseAfter: "2026-12-10T10:00:00Z" }, { status: 202 });
    });
    vi.stubGlobal("fetch", fetch);
    const queryClient = withData({ deletion: member });
    await render(<DeleteAccountSection />, { queryClient });
    await click(control("Delete my account…"));
    await click(control("Delete my account"));
    await until(() => expect(errorOf("Your password")).toBe("Enter your password to confirm."));

    await type(field("Your password"), "my long passphrase");
    await click(control("Delete my account"));
    await until(() => expect(document.body.textContent).toContain("Deletion scheduled"));
    expect(document.body.textContent).toMatch(/will be deleted on .*2026/);
    expect(queryClient.getQueryData(queryKeys.me)).toBeNull();
  });

  it("asks an account made with Google for a fresh sign-in instead of a password", async () => {
    await render(<DeleteAccountSection />, {
      queryClient: withData({ deletion: { ...member, confirmation: "recent-sign-in" } }),
    });
    await click(control("Delete my account…"));
    expect(field("Your password")).toBeNull();
    expect(document.body.textContent).toContain("sign in again with Google");
  });
});
