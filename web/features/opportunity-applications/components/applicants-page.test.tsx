import { afterEach, describe, expect, it, vi } from "vitest";
import type { Applicant, ApplicantList } from "../../../../contract/opportunity-applications.ts";
import {
  answering,
  byText,
  click,
  control,
  render,
  testQueryClient,
  type,
  until,
} from "../../../test/render.tsx";
import { applicationKeys } from "../api/opportunity-applications.ts";
import { Applicants } from "./applicants-page.tsx";

const applicant = (id: number, fields: Partial<Applicant>): Applicant => ({
  applicationId: id,
  name: `Applicant ${id}`,
  note: "I would love to give this talk.",
  status: "submitted",
  decisionNote: null,
  appliedAt: "2026-03-01T10:00:00.000Z",
  hiredAt: null,
  portfolio: { credentials: [], speeches: [], roles: null, vocate: null, wallet: null },
  ...fields,
});

const credential = {
  credentialId: "cred-1",
  name: "Developer journey, Mission 5",
  issuedAt: "2026-01-05T10:00:00.000Z",
  revoked: false,
  url: "http://localhost:3000/Credentials/cred-1",
};

async function open(applicants: Applicant[]) {
  const queryClient = testQueryClient();
  const list: ApplicantList = { opportunityId: 5, title: "Wallet talk bounty", applicants };
  queryClient.setQueryData(applicationKeys.applicants(5), list);
  return render(<Applicants opportunityId={5} />, { queryClient });
}

const verification = (result: "verified" | "revoked" | "invalid") => ({
  id: "cred-1",
  kind: "mission",
  url: "http://localhost:3000/credentials/cred-1",
  achievementName: "Mission 5",
  achievementDescription: "",
  criteria: "",
  image: "",
  missions: [],
  recipientName: "",
  clubName: "Kochi Club",
  issuerName: "Blockvocates",
  issuedAt: "2026-01-05T10:00:00.000Z",
  revokedAt: null,
  document: {},
  jwt: "x",
  verification: {
    signatureValid: result === "verified",
    issuerValid: true,
    status: result === "revoked" ? "revoked" : "active",
    result,
    issuer: "did:web:localhost",
    checkedAt: "2026-03-01T10:00:00.000Z",
  },
});

/** An applicant who shared one credential, and a click on its Verify. */
async function verifyOneCredential() {
  await open([
    applicant(1, {
      portfolio: {
        credentials: [credential],
        speeches: [],
        roles: null,
        vocate: null,
        wallet: null,
      },
    }),
  ]);
  await click(control("Verify Developer journey, Mission 5"));
}

afterEach(() => vi.unstubAllGlobals());

describe("Applicants", () => {
  it("shows what was shared and says 'Not shared' for the rest", async () => {
    await open([
      applicant(1, {
        portfolio: {
          credentials: [credential],
          speeches: [],
          roles: null,
          vocate: 1200,
          wallet: null,
        },
      }),
    ]);
    const link = [...document.querySelectorAll("a")].find(
      (anchor) => anchor.textContent === "Developer journey, Mission 5",
    );
    expect(link?.getAttribute("href")).toBe(credential.url);
    expect(byText("1,200")).toHaveLength(1);
    // Speeches, roles and wallet were not chosen.
    expect(byText("Not shared")).toHaveLength(3);
  });

  it("verifies a credential with one click, through its public check", async () => {
    const fetch = vi.fn(
      answering({ "/api/credentials/cred-1": { status: 200, body: verification("verified") } }),
    );
    vi.stubGlobal("fetch", fetch);
    await verifyOneCredential();
    await until(() => expect(byText("Verified ✓")).toHaveLength(1));
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/credentials/cred-1");
  });

  it("says a revoked credential is revoked when checked", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        answering({ "/api/credentials/cred-1": { status: 200, body: verification("revoked") } }),
      ),
    );
    await verifyOneCredential();
    await until(() => expect(byText("Revoked")).toHaveLength(1));
  });

  it("shows a withdrawn application without its note or portfolio, and no moves", async () => {
    await open([applicant(2, { status: "withdrawn", note: null, portfolio: null })]);
    expect(document.body.textContent).toContain(
      "Applicant 2 withdrew this application: what they shared is no longer shown.",
    );
    expect(control("Hire Applicant 2")).toBeUndefined();
    expect(control("Decline Applicant 2")).toBeUndefined();
  });

  it("declines with a note for the applicant", async () => {
    const fetch: ReturnType<typeof vi.fn> = vi.fn(
      answering({
        "/api/opportunity-applications/1/move": {
          status: 200,
          body: applicant(1, { status: "declined", decisionNote: "Not this time." }),
        },
        "/api/opportunities/5/applicants": {
          status: 200,
          body: { opportunityId: 5, title: "Wallet talk bounty", applicants: [] },
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await open([applicant(1, {})]);
    await click(control("Decline Applicant 1"));
    const dialog = document.querySelector("[role=dialog]");
    expect(dialog?.textContent).toContain("Note for the applicant (optional)");
    const note = dialog?.querySelector("textarea");
    await type(note, "Not this time.");
    await click(control("Decline", dialog ?? document.body));
    await until(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/move"))).toBe(true),
    );
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith("/move"));
    expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toEqual({
      status: "declined",
      note: "Not this time.",
    });
  });
});
