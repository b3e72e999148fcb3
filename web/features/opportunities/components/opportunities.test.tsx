import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type {
  Opportunity,
  OpportunityList,
  PostedOpportunity,
} from "../../../../contract/opportunities.ts";
import { changeLocale } from "../../../i18n/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { recordRequests } from "../../../test/fixtures.ts";
import {
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
import { matchingQuery, opportunityQuery } from "../api/opportunities.ts";
import { OpportunitiesPage } from "./board-page.tsx";
import { OpportunitiesForYou } from "./opportunities-for-you.tsx";
import { OpportunityDetail } from "./opportunity-detail.tsx";
import { PostingForm } from "./posting-form.tsx";
import { OpportunityReviewPanel } from "./review-panel.tsx";

const opportunityOf = (changes: Partial<Opportunity> = {}): Opportunity => ({
  opportunityId: 7,
  kind: "bounty",
  title: "Audit a vesting contract",
  description: "Review our vesting contract for reentrancy and rounding mistakes.",
  journeyIds: [6],
  region: "global",
  location: "",
  remote: true,
  compensation: "",
  compensationMin: 500,
  compensationMax: 1500,
  currency: "USD",
  deadline: "2026-05-01T12:00:00.000Z",
  asks: [
    { kind: "mission", journeyId: 6, missionNumber: 5 },
    { kind: "speeches", count: 2 },
  ],
  status: "published",
  publishedAt: "2026-04-01T12:00:00.000Z",
  partner: { partnerId: 3, name: "Chain Labs", logoUrl: "/api/partners/3/logo.webp?v=1" },
  viewer: null,
  ...changes,
});

const listOf = (opportunities: Opportunity[], total = opportunities.length): OpportunityList => ({
  opportunities,
  total,
  page: 1,
  pageSize: 20,
});

afterEach(() => vi.unstubAllGlobals());

describe("the board", () => {
  it("sends the words and filters, and shows each result with its partner, kind, pay and deadline", async () => {
    const sent = recordRequests({
      "/api/opportunities": { status: 200, body: listOf([opportunityOf()], 41) },
      "/api/journeys": { status: 200, body: { items: [] } },
    });
    const { container } = await render(<OpportunitiesPage />);
    await until(() => expect(container.textContent).toContain("Audit a vesting contract"));
    const card = container.querySelector("article");
    expect(card?.textContent).toContain("Chain Labs");
    expect(card?.textContent).toContain("Bounty");
    expect(card?.textContent).toContain("$500 to $1,500");
    expect(card?.textContent).toContain("Apply by May 1, 2026");
    expect(card?.querySelector("a")?.getAttribute("href")).toBe("/Opportunities/7");
    expect(container.textContent).toContain("41 opportunities");
    expect(container.textContent).toContain("Page 1 of 3");

    await type(field("Words to search for"), 'solidity -rust "smart contract"');
    await choose(field("Kind"), "bounty");
    await choose(field("Remote"), "true");
    await choose(field("Region"), "kerala");
    await click(control("Search"));
    await until(() => expect(sent.length).toBeGreaterThan(2));
    const last = sent.filter((request) => request.path === "/api/opportunities").at(-1);
    expect(last).toBeDefined();
    const url =
      vi
        .mocked(fetch)
        .mock.calls.map(([input]) => String(input))
        .at(-1) ?? "";
    const params = new URL(url, "http://app.test").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      q: 'solidity -rust "smart contract"',
      kind: "bounty",
      remote: "true",
      region: "kerala",
    });
  });

  describe("in Malayalam", () => {
    beforeAll(() => changeLocale("ml"));
    afterAll(() => changeLocale("en"));

    it("formats the pay and the deadline in the reader's language", async () => {
      recordRequests({
        "/api/opportunities": {
          status: 200,
          body: listOf([opportunityOf({ currency: "USDC", compensationMax: null })]),
        },
        "/api/journeys": { status: 200, body: { items: [] } },
      });
      const { container } = await render(<OpportunitiesPage />);
      await until(() => expect(container.querySelector("article")).not.toBeNull());
      const card = container.querySelector("article")?.textContent;
      expect(card).toContain("ബൗണ്ടി");
      expect(card).toContain("500 USDC മുതൽ");
      expect(card).toContain("-നകം അപേക്ഷിക്കുക");
    });
  });
});

async function showDetail(opportunity: Opportunity, apply = true) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(opportunityQuery(opportunity.opportunityId).queryKey, opportunity);
  queryClient.setQueryData(queryKeys.journeys, { items: [] });
  return render(
    <OpportunityDetail
      opportunityId={opportunity.opportunityId}
      apply={apply ? () => <p data-testid="apply-form">the apply form</p> : undefined}
    />,
    { queryClient },
  );
}

describe("one opportunity", () => {
  it("shows a member which asks they meet, and the apply form in its place", async () => {
    const { container } = await showDetail(
      opportunityOf({
        viewer: { meetsAsks: [true, false], applicationId: null, applicationStatus: null },
      }),
    );
    const asks = [...container.querySelectorAll("li")].map((item) => item.textContent);
    expect(asks).toEqual([
      "Journey 6: Mission 5 verifiedYou meet this",
      "2 delivered speechesNot yet on your record",
    ]);
    expect(container.querySelector("[data-testid=apply-form]")).not.toBeNull();
  });

  it("asks a visitor to sign in, and tells a member who applied already", async () => {
    const visitor = await showDetail(opportunityOf());
    expect(visitor.container.textContent).toContain("Sign in to apply");
    expect(visitor.container.querySelector("[data-testid=apply-form]")).toBeNull();
    const link = control("Apply", visitor.container);
    expect(link?.getAttribute("href")).toBe("/Login?next=%2F");
    const applied = await showDetail(
      opportunityOf({
        viewer: { meetsAsks: [true, true], applicationId: 4, applicationStatus: "submitted" },
      }),
    );
    expect(applied.container.textContent).toContain("You have applied to this opportunity.");
    expect(applied.container.querySelector("[data-testid=apply-form]")).toBeNull();
  });
});

describe("the posting form", () => {
  const journeys = { status: 200, body: { items: [] } };

  it("shows the contract's messages on their fields before sending anything", async () => {
    const sent = recordRequests({ "/api/journeys": journeys });
    await render(<PostingForm partnerId={3} />);
    await click(control("Post the opportunity"));
    expect(errorOf("Title")).toBe("Give the opportunity a title (at least 4 characters).");
    expect(errorOf("Kind")).toBe("Choose what kind of opportunity this is.");
    expect(errorOf("Deadline")).toBe("Choose a deadline.");

    await choose(field("Kind"), "internship");
    await choose(field("Region"), "kerala");
    await type(field("Title"), "Design internship in Kochi");
    await type(
      field("Description"),
      "Six months with our product team in Kochi, designing wallets people can trust.",
    );
    await type(field("Deadline"), "2030-01-01T10:00");
    await type(field("Lowest amount"), "900");
    await type(field("Highest amount"), "100");
    await click(control("Post the opportunity"));
    expect(errorOf("Highest amount")).toBe("The lowest amount is not above the highest.");
    expect(errorOf("Currency")).toBe("Choose the currency of the amounts.");
    expect(sent.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("sends the post and shows the server's refusal of a past deadline on its field", async () => {
    const sent = recordRequests({
      "/api/journeys": journeys,
      "/api/partners/3/opportunities": {
        status: 400,
        body: {
          type: "https://blockvocates.app/problems/validation",
          title: "Invalid request",
          status: 400,
          detail: "Choose a deadline in the future.",
          errors: [{ field: "deadline", message: "Choose a deadline in the future." }],
        },
      },
    });
    await render(<PostingForm partnerId={3} />);
    await choose(field("Kind"), "job");
    await choose(field("Region"), "oman");
    await type(field("Title"), "Community manager in Muscat");
    await type(
      field("Description"),
      "Run our Muscat community: meetups, a newsletter and a weekly call with builders.",
    );
    await type(field("Deadline"), "2020-01-01T10:00");
    await click(control("Add a credential"));
    await choose(field("Kind of credential"), "speeches");
    await type(field("Number of speeches"), "2");
    await click(control("Post the opportunity"));
    await until(() => expect(errorOf("Deadline")).toBe("Choose a deadline in the future."));
    const posted = sent.find((request) => request.method === "POST");
    expect(posted?.path).toBe("/api/partners/3/opportunities");
    expect(posted?.body).toMatchObject({
      kind: "job",
      region: "oman",
      title: "Community manager in Muscat",
      journeyIds: [],
      currency: null,
      compensationMin: null,
      asks: [{ kind: "speeches", count: 2 }],
    });
  });
});

describe("the admins' review", () => {
  it("publishes without trusting the partner when the box is unticked", async () => {
    const waiting: PostedOpportunity = {
      ...opportunityOf({ status: "pending-review", publishedAt: null }),
      reviewNote: null,
      applicantCount: 0,
    };
    const sent = recordRequests({
      "/api/admin/opportunities": { status: 200, body: { opportunities: [waiting] } },
      "/api/admin/opportunities/7/review": {
        status: 200,
        body: { ...waiting, status: "published" },
      },
      "/api/journeys": { status: 200, body: { items: [] } },
    });
    const { container } = await render(<OpportunityReviewPanel />);
    await until(() => expect(container.textContent).toContain("Audit a vesting contract"));
    const trust = field("Trust this partner's future posts (publish them without review)");
    await click(trust);
    await type(field("Note to the poster (optional)"), "Welcome aboard.");
    await click(control("Publish"));
    await until(() =>
      expect(sent.find((request) => request.method === "POST")?.body).toEqual({
        decision: "published",
        note: "Welcome aboard.",
        trustPartner: false,
      }),
    );
  });
});

describe("the dashboard's card", () => {
  it("lists the matches with a link to the board, and says so when there is none", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(matchingQuery.queryKey, { opportunities: [opportunityOf()] });
    queryClient.setQueryData(queryKeys.journeys, { items: [] });
    const { container } = await render(<OpportunitiesForYou />, { queryClient });
    expect(container.querySelector("h2")?.textContent).toBe("Opportunities for you");
    const links = [...container.querySelectorAll("a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["Audit a vesting contract", "/Opportunities/7"],
      ["Browse all opportunities", "/Opportunities"],
    ]);

    const empty = testQueryClient();
    empty.setQueryData(matchingQuery.queryKey, { opportunities: [] });
    empty.setQueryData(queryKeys.journeys, { items: [] });
    const none = await render(<OpportunitiesForYou />, { queryClient: empty });
    expect(none.container.textContent).toContain("Nothing matches your journey and record yet.");
  });
});
