import { afterEach, describe, expect, it, vi } from "vitest";
import type { PortfolioOptions } from "../../../../contract/opportunity-applications.ts";
import {
  answering,
  byText,
  click,
  control,
  field,
  render,
  testQueryClient,
  type,
  until,
} from "../../../test/render.tsx";
import { applicationKeys } from "../api/opportunity-applications.ts";
import { ApplyToOpportunity } from "./apply-form.tsx";

const OPTIONS: PortfolioOptions = {
  credentials: [
    { credentialId: "cred-1", name: "Developer journey, Mission 5" },
    { credentialId: "cred-2", name: "Speaker journey, Mission 1" },
  ],
  speeches: [
    { slotId: 41, clubName: "Kochi Club", deliveredOn: "2026-01-12", durationSeconds: 400 },
  ],
  rolesHeld: 3,
  vocate: 1200,
  wallets: [{ walletId: 9, address: "0x1111111111111111111111111111111111111111" }],
};

const NOTE = "I have delivered six speeches and verified two missions.";

async function open() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(applicationKeys.portfolioOptions, OPTIONS);
  return render(
    <ApplyToOpportunity opportunityId={5} title="Wallet talk bounty" partner="Acme DAO" />,
    {
      queryClient,
    },
  );
}

const sentBody = (fetch: ReturnType<typeof vi.fn>) => {
  const call = fetch.mock.calls.find(([url]) => String(url).endsWith("/applications"));
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
};

const checkbox = (label: string) => field(label) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe("Apply to an opportunity", () => {
  it("says plainly that only what is ticked is shown to the organisation", async () => {
    await open();
    expect(document.body.textContent).toContain("Only what you tick is shown to Acme DAO.");
    // Nothing is chosen until the member ticks it.
    for (const label of [
      "Developer journey, Mission 5",
      "Speaker journey, Mission 1",
      "The meeting roles I held (3)",
      "My $VOCATE balance (1,200)",
    ]) {
      expect(checkbox(label).checked).toBe(false);
    }
  });

  it("sends the note and exactly what was ticked, nothing else", async () => {
    const fetch = vi.fn(
      answering({
        "/api/opportunities/5/applications": {
          status: 201,
          body: {
            applicationId: 1,
            opportunityId: 5,
            title: "Wallet talk bounty",
            partnerName: "Acme DAO",
            status: "submitted",
            decisionNote: null,
            appliedAt: "2026-03-01T10:00:00.000Z",
            hiredAt: null,
            share: {},
          },
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await open();
    await type(field("A note to Acme DAO"), NOTE);
    await click(checkbox("Speaker journey, Mission 1"));
    await click(checkbox("My $VOCATE balance (1,200)"));
    await click(control("Send my application"));
    await until(() =>
      expect(
        byText("Your application was sent to Acme DAO. You will be told when they move it."),
      ).toHaveLength(1),
    );
    expect(sentBody(fetch)).toEqual({
      note: NOTE,
      share: {
        credentialIds: ["cred-2"],
        speechSlotIds: [],
        roles: false,
        vocate: true,
        walletId: null,
      },
    });
  });

  it("asks for a note before sending anything", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await open();
    await type(field("A note to Acme DAO"), "Hire me");
    await click(control("Send my application"));
    expect(document.body.textContent).toContain(
      "Write a short note to the organisation: 20 to 2,000 characters.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a shared item", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        answering({
          "/api/opportunities/5/applications": {
            status: 400,
            body: {
              type: "about:blank",
              title: "Invalid request",
              status: 400,
              detail: "Credential cred-1 is not one of your credentials that can be shared.",
              errors: [
                {
                  field: "share.credentialIds.0",
                  message: "Credential cred-1 is not one of your credentials that can be shared.",
                },
              ],
            },
          },
        }),
      ),
    );
    await open();
    await type(field("A note to Acme DAO"), NOTE);
    await click(checkbox("Developer journey, Mission 5"));
    await click(control("Send my application"));
    await until(() =>
      expect(document.querySelector("[role=alert]")?.textContent).toBe(
        "Credential cred-1 is not one of your credentials that can be shared.",
      ),
    );
  });
});
