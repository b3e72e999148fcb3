import { act } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminPartnerList, PartnerDetail } from "../../../../contract/partners.ts";
import { changeLocale } from "../../../i18n/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import {
  answering,
  choose,
  click,
  control,
  errorOf,
  field,
  render,
  testQueryClient,
  type,
  until,
} from "../../../test/render.tsx";
import { AdminPartnersPanel } from "./admin-partners-panel.tsx";
import { LogoUpload } from "./logo-upload.tsx";
import { InviteForm, RegisterPartnerForm } from "./partner-forms.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PARTNER: PartnerDetail = {
  partnerId: 7,
  name: "Chain Guild",
  website: "https://chainguild.example",
  description: "A DAO that funds public goods for Web3 builders.",
  logoUrl: null,
  status: "approved",
  trusted: false,
  decisionNote: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  myRole: "owner",
  people: [],
  invitations: [],
};

const sentBody = (fetch: ReturnType<typeof vi.fn>, index = 0) => {
  const [url, init] = fetch.mock.calls[index] as unknown as [string, RequestInit];
  return { url, method: init.method, body: init.body };
};

async function fillRegistration() {
  await type(field("Organisation's name"), "Chain Guild");
  await type(field("Website"), "https://chainguild.example");
  await type(field("Description"), "A DAO that funds public goods for Web3 builders.");
}

describe("registering an organisation", () => {
  it("says what is missing without sending anything", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await render(<RegisterPartnerForm />);
    await type(field("Website"), "ftp://nowhere");
    await click(control("Register"));
    expect(errorOf("Organisation's name")).toBe("Enter the organisation's name.");
    expect(errorOf("Website")).toBe("Enter the website's address, starting with https://.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the registration, and shows a taken name beside the name", async () => {
    const fetch = vi.fn(
      answering({
        "/api/partners": {
          status: 409,
          body: {
            type: "about:blank",
            title: "Conflict",
            status: 409,
            detail: "An organisation with this name is already registered.",
            errors: [
              { field: "name", message: "An organisation with this name is already registered." },
            ],
          },
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await render(<RegisterPartnerForm />);
    await fillRegistration();
    await click(control("Register"));
    await until(() =>
      expect(errorOf("Organisation's name")).toBe(
        "An organisation with this name is already registered.",
      ),
    );
    const sent = sentBody(fetch);
    expect(sent).toMatchObject({ url: "/api/partners", method: "POST" });
    expect(JSON.parse(String(sent.body))).toEqual({
      name: "Chain Guild",
      website: "https://chainguild.example",
      description: "A DAO that funds public goods for Web3 builders.",
    });
  });

  describe("in Malayalam", () => {
    beforeAll(() => changeLocale("ml"));
    afterAll(() => changeLocale("en"));

    it("labels its fields and says what is missing in Malayalam", async () => {
      vi.stubGlobal("fetch", vi.fn());
      const { container } = await render(<RegisterPartnerForm />);
      expect(container.textContent).toContain("സ്ഥാപനത്തിന്റെ പേര്");
      await click(control("രജിസ്റ്റർ ചെയ്യുക"));
      expect(errorOf("സ്ഥാപനത്തിന്റെ പേര്")).toBe("സ്ഥാപനത്തിന്റെ പേര് നൽകുക.");
    });
  });
});

describe("inviting a person", () => {
  it("sends the address and the role chosen", async () => {
    const fetch = vi.fn(
      answering({
        "/api/partners/7/invitations": {
          status: 201,
          body: {
            invitationId: 3,
            email: "ivy@example.com",
            role: "owner",
            invitedAt: "2026-03-02T10:00:00.000Z",
          },
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await render(<InviteForm partnerId={7} />);
    await type(field("Their email address"), "ivy@example.com");
    await choose(field("Role"), "owner");
    await click(control("Send the invitation"));
    await until(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(sentBody(fetch).body))).toEqual({
      email: "ivy@example.com",
      role: "owner",
    });
  });
});

async function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("no file input");
  await act(async () => {
    Object.defineProperty(input, "files", { value: [file], configurable: true });
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("the logo upload", () => {
  it("refuses an SVG at once, saying which formats it takes, and uploads nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await render(<LogoUpload partner={PARTNER} />);
    await pick(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(document.querySelector("[role=alert]")?.textContent).toBe(
      "Choose a PNG, JPEG or WebP image (SVG and other formats are refused).",
    );
    expect(control("Upload the logo")?.hasAttribute("disabled")).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("previews the chosen image, sends its bytes as they are, and shows the server's refusal", async () => {
    const createObjectURL = vi.fn(() => "blob:preview");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fetch = vi.fn(
      answering({
        "/api/partners/7/logo": {
          status: 400,
          body: {
            type: "about:blank",
            title: "Invalid request",
            status: 400,
            detail: "This image has too many pixels: a logo is at most 4096 × 4096 pixels.",
          },
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await render(<LogoUpload partner={PARTNER} />);
    expect(document.body.textContent).toContain("No file chosen.");
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", {
      type: "image/png",
    });
    await pick(file);
    expect(document.body.textContent).toContain("logo.png");
    expect(
      document.querySelector<HTMLImageElement>("img[alt='Preview of the chosen logo']")?.src,
    ).toBe("blob:preview");
    await click(control("Upload the logo"));
    await until(() =>
      expect(document.querySelector("[role=alert]")?.textContent).toContain("too many pixels"),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/partners/7/logo");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe(file);
    expect(new Headers(init.headers).get("content-type")).toBe("image/png");
  });
});

describe("the admins' partners panel", () => {
  const LIST: AdminPartnerList = {
    partners: [
      {
        partnerId: 9,
        name: "Kerala Builders DAO",
        website: "https://kbdao.example",
        description: "Builders in Kochi.",
        logoUrl: null,
        status: "pending",
        trusted: false,
        createdAt: "2026-03-01T10:00:00.000Z",
        registeredBy: { name: "Olivia Owner", email: "olivia@example.com" },
      },
    ],
  };

  it("approves a waiting registration with a note, trusted when ticked", async () => {
    const fetch = vi.fn(
      answering({ "/api/admin/partners/9/decision": { status: 200, body: PARTNER } }),
    );
    vi.stubGlobal("fetch", fetch);
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.partners.admin, LIST);
    const { container } = await render(<AdminPartnersPanel />, { queryClient });
    expect(container.textContent).toContain("1 registration waits.");
    expect(container.textContent).toContain("Registered by Olivia Owner (olivia@example.com)");
    await type(field("Note for the registrant (optional)"), "Welcome aboard");
    await click(field("Trusted"));
    await click(control("Approve"));
    await until(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(sentBody(fetch).body))).toEqual({
      decision: "approved",
      note: "Welcome aboard",
      trusted: true,
    });
  });
});
