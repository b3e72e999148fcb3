import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailKind } from "../../contract/email-preferences.ts";
import type {
  ApplicantList,
  MyOpportunityApplication,
  MyOpportunityApplicationList,
  PortfolioOptions,
} from "../../contract/opportunity-applications.ts";
import {
  clubs,
  credentials,
  emailDeliveries,
  meetingSlots,
  notifications,
  opportunities,
  opportunityApplications,
  partnerPeople,
  partners,
  users,
  walletLinks,
} from "../../server/db/schema/index.ts";
import { collectPersonalData } from "../../server/features/account-data/personal-data.ts";
import { buildClub } from "../factories/clubs.ts";
import { notificationTitles } from "../factories/meeting-roles.ts";
import { buildAdmin } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const DAY = 24 * 60 * 60 * 1000;
const NOTE = "I have spoken at six meetings and verified two missions.";

/** An approved partner with one person acting for it. */
async function buildPartner(name = `Partner ${randomUUID().slice(0, 6)}`) {
  const person = await buildUser(testApp.app, { name: `${name} person`, verified: true });
  const [partner] = await db()
    .insert(partners)
    .values({
      name,
      website: "https://example.org",
      description: "A Web3 organisation hiring speakers.",
      status: "approved",
      createdBy: person.id,
    })
    .returning({ id: partners.id });
  if (!partner) throw new Error("no partner");
  await db()
    .insert(partnerPeople)
    .values({ partnerId: partner.id, userId: person.id, role: "owner" });
  return { partnerId: partner.id, person };
}

/** An opportunity of the partner (null: the programme's admins posted it). */
async function buildOpportunity(
  partnerId: number | null,
  postedBy: string,
  fields: Partial<typeof opportunities.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(opportunities)
    .values({
      partnerId,
      postedBy,
      kind: "bounty",
      title: `Bounty ${randomUUID().slice(0, 6)}`,
      description: "Write and deliver a talk about wallets for newcomers to Web3.",
      region: "global",
      remote: true,
      deadline: new Date(Date.now() + 30 * DAY),
      status: "published",
      publishedAt: new Date(),
      ...fields,
    })
    .returning({ id: opportunities.id, title: opportunities.title });
  if (!row) throw new Error("no opportunity");
  return row;
}

/** A member with a credential, a delivered speech and a linked wallet of their own. */
async function buildApplicant(name = "Asha Applicant") {
  const member = await buildUser(testApp.app, { name, verified: true });
  const credentialId = randomUUID();
  await db()
    .insert(credentials)
    .values({
      id: credentialId,
      userId: member.id,
      kind: "mission",
      achievementRef: String(Math.floor(Math.random() * 1e6)),
      clubName: "Kochi Club",
      document: { name: "Developer journey, Mission 5" },
      subjectId: `urn:uuid:${randomUUID()}`,
      jws: "not-checked-here",
      issuedAt: new Date("2026-01-05T10:00:00Z"),
    });
  const [club] = await db().select({ id: clubs.id }).from(clubs).limit(1);
  const clubId = club?.id ?? (await buildClub(testApp.app)).clubId;
  const [slot] = await db()
    .insert(meetingSlots)
    .values({
      clubId,
      userId: member.id,
      userName: name,
      meetingKey: "2026-01-12",
      status: "delivered",
      deliveredAt: new Date("2026-01-12T15:00:00Z"),
    })
    .returning({ id: meetingSlots.id });
  const address = `0x${randomUUID().replaceAll("-", "").padEnd(40, "a").slice(0, 40)}`;
  const [wallet] = await db()
    .insert(walletLinks)
    .values({ userId: member.id, address, chainId: 1 })
    .returning({ id: walletLinks.id });
  if (!slot || !wallet) throw new Error("no records");
  return { member, credentialId, slotId: slot.id, walletId: wallet.id, address };
}

type Applicant = Awaited<ReturnType<typeof buildApplicant>>;

const shareAll = (a: Applicant) => ({
  credentialIds: [a.credentialId],
  speechSlotIds: [a.slotId],
  roles: true,
  vocate: true,
  walletId: a.walletId,
});

function apply(opportunityId: number, user: TestUser | undefined, payload: object) {
  return injectJson(testApp.app, {
    method: "POST",
    url: `/api/opportunities/${opportunityId}/applications`,
    cookie: user?.cookie,
    payload,
  });
}

const applicants = (opportunityId: number, user?: TestUser) =>
  injectJson(testApp.app, {
    url: `/api/opportunities/${opportunityId}/applicants`,
    cookie: user?.cookie,
  });

const move = (applicationId: number, user: TestUser | undefined, payload: object) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/opportunity-applications/${applicationId}/move`,
    cookie: user?.cookie,
    payload,
  });

const withdraw = (applicationId: number, user?: TestUser) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/opportunity-applications/${applicationId}/withdraw`,
    cookie: user?.cookie,
  });

const mine = (user?: TestUser) =>
  injectJson(testApp.app, { url: "/api/me/opportunity-applications", cookie: user?.cookie });

async function applicationRows(userId: string) {
  return db()
    .select()
    .from(opportunityApplications)
    .where(eq(opportunityApplications.userId, userId));
}

/** The emails queued for a person, of one kind (the outbox). */
function emailsTo(userId: string, kind: EmailKind) {
  return db()
    .select({
      subject: emailDeliveries.subject,
      body: emailDeliveries.body,
      link: emailDeliveries.link,
    })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.userId, userId), eq(emailDeliveries.kind, kind)));
}

/** A partner, its opportunity and one application to it (sharing `share`). */
async function applied(share: (a: Applicant) => object = shareAll) {
  const partner = await buildPartner();
  const opportunity = await buildOpportunity(partner.partnerId, partner.person.id);
  const applicant = await buildApplicant();
  const response = await apply(opportunity.id, applicant.member, {
    note: NOTE,
    share: share(applicant),
  });
  expect(response.statusCode, response.body).toBe(201);
  const application = response.json() as MyOpportunityApplication;
  return { partner, opportunity, applicant, application };
}

describe("reading applicants (attacker first)", () => {
  it("refuses a person of another partner (403) and a plain member (403)", async () => {
    const { opportunity } = await applied();
    const other = await buildPartner();
    const stranger = await buildUser(testApp.app);
    for (const user of [other.person, stranger]) {
      const response = await applicants(opportunity.id, user);
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).detail).toContain("Only the people of the organisation");
    }
  });

  it("refuses people signed out (401) and answers 404 for an unknown opportunity", async () => {
    const { opportunity, partner } = await applied();
    expect((await applicants(opportunity.id)).statusCode).toBe(401);
    expect((await applicants(2_000_000_000, partner.person)).statusCode).toBe(404);
  });

  it("shows the partner only what the member chose: the rest is absent", async () => {
    const { partner, opportunity, applicant } = await applied((a) => ({
      credentialIds: [a.credentialId],
      speechSlotIds: [],
      roles: false,
      vocate: false,
      walletId: null,
    }));
    const response = await applicants(opportunity.id, partner.person);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as ApplicantList;
    expect(list.title).toBe(opportunity.title);
    expect(list.applicants).toHaveLength(1);
    const [seen] = list.applicants;
    expect(seen?.note).toBe(NOTE);
    expect(seen?.portfolio).toEqual({
      credentials: [
        {
          credentialId: applicant.credentialId,
          name: "Developer journey, Mission 5",
          issuedAt: "2026-01-05T10:00:00.000Z",
          revoked: false,
          url: `${testApp.env.BASE_URL}/Credentials/${applicant.credentialId}`,
        },
      ],
      speeches: [],
      roles: null,
      vocate: null,
      wallet: null,
    });
    expect(response.body).not.toContain(applicant.address);
    expect(response.body).not.toContain(applicant.member.email);
  });

  it("shows everything chosen, a credential revoked since as revoked", async () => {
    const { partner, opportunity, applicant } = await applied();
    await db()
      .update(credentials)
      .set({ revokedAt: new Date() })
      .where(eq(credentials.id, applicant.credentialId));
    const list = (await applicants(opportunity.id, partner.person)).json() as ApplicantList;
    const portfolio = list.applicants[0]?.portfolio;
    expect(portfolio?.credentials[0]?.revoked).toBe(true);
    expect(portfolio?.speeches).toEqual([
      {
        slotId: applicant.slotId,
        clubName: expect.any(String),
        deliveredOn: "2026-01-12",
        durationSeconds: null,
        scores: null,
      },
    ]);
    expect(portfolio?.roles).toEqual([]);
    expect(portfolio?.vocate).toBe(0);
    expect(portfolio?.wallet).toEqual({ address: applicant.address, chainId: 1 });
  });

  it("never shows a member's application to another partner's opportunity", async () => {
    const first = await applied();
    const second = await buildPartner();
    const secondOpportunity = await buildOpportunity(second.partnerId, second.person.id);
    const response = await apply(secondOpportunity.id, first.applicant.member, {
      note: "A different note, for the second organisation only.",
      share: shareAll(first.applicant),
    });
    expect(response.statusCode, response.body).toBe(201);
    const seenByFirst = await applicants(first.opportunity.id, first.partner.person);
    expect(seenByFirst.body).not.toContain("second organisation");
    expect((seenByFirst.json() as ApplicantList).applicants).toHaveLength(1);
    expect((await applicants(secondOpportunity.id, first.partner.person)).statusCode).toBe(403);
  });

  it("lets admins read an admin-posted opportunity's applicants, and no partner", async () => {
    const admin = await buildAdmin(testApp);
    const opportunity = await buildOpportunity(null, admin.id);
    const applicant = await buildApplicant();
    expect(
      (await apply(opportunity.id, applicant.member, { note: NOTE, share: {} })).statusCode,
    ).toBe(201);
    const response = await applicants(opportunity.id, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect((await applicants(opportunity.id, (await buildPartner()).person)).statusCode).toBe(403);
    expect(await notificationTitles(testApp, admin.id, "opportunity-application-received")).toEqual(
      [`A new application for ${opportunity.title}`],
    );
  });
});

describe("applying (attacker first)", () => {
  it("refuses sharing someone else's credential, speech or wallet (400, nothing written)", async () => {
    const partner = await buildPartner();
    const opportunity = await buildOpportunity(partner.partnerId, partner.person.id);
    const attacker = await buildApplicant("Mallory");
    const victim = await buildApplicant("Victor");
    const attempts = [
      [{ ...shareAll(attacker), credentialIds: [victim.credentialId] }, "share.credentialIds.0"],
      [
        { ...shareAll(attacker), speechSlotIds: [attacker.slotId, victim.slotId] },
        "share.speechSlotIds.1",
      ],
      [{ ...shareAll(attacker), walletId: victim.walletId }, "share.walletId"],
    ] as const;
    for (const [share, field] of attempts) {
      const response = await apply(opportunity.id, attacker.member, { note: NOTE, share });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.map((error) => error.field)).toEqual([field]);
    }
    expect(await applicationRows(attacker.member.id)).toEqual([]);
    const partnerTold = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, partner.person.id));
    expect(partnerTold).toEqual([]);
  });

  it("refuses a speech that was not delivered and a revoked credential (400)", async () => {
    const partner = await buildPartner();
    const opportunity = await buildOpportunity(partner.partnerId, partner.person.id);
    const applicant = await buildApplicant();
    await db()
      .update(meetingSlots)
      .set({ status: "booked" })
      .where(eq(meetingSlots.id, applicant.slotId));
    const speech = await apply(opportunity.id, applicant.member, {
      note: NOTE,
      share: { speechSlotIds: [applicant.slotId] },
    });
    expect(speech.statusCode).toBe(400);
    expect(problemOf(speech).detail).toContain(`Speech ${applicant.slotId}`);
    await db()
      .update(credentials)
      .set({ revokedAt: new Date() })
      .where(eq(credentials.id, applicant.credentialId));
    const credential = await apply(opportunity.id, applicant.member, {
      note: NOTE,
      share: { credentialIds: [applicant.credentialId] },
    });
    expect(credential.statusCode).toBe(400);
    expect(await applicationRows(applicant.member.id)).toEqual([]);
  });

  it("refuses a second application (409)", async () => {
    const { opportunity, applicant } = await applied();
    const again = await apply(opportunity.id, applicant.member, { note: NOTE, share: {} });
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe("You have already applied to this opportunity.");
    expect(await applicationRows(applicant.member.id)).toHaveLength(1);
  });

  it("refuses pending (404), closed and past-deadline (409) opportunities", async () => {
    const partner = await buildPartner();
    const applicant = await buildApplicant();
    const pending = await buildOpportunity(partner.partnerId, partner.person.id, {
      status: "pending-review",
    });
    const closed = await buildOpportunity(partner.partnerId, partner.person.id, {
      status: "closed",
    });
    const past = await buildOpportunity(partner.partnerId, partner.person.id, {
      deadline: new Date(Date.now() - DAY),
    });
    const body = { note: NOTE, share: {} };
    expect((await apply(pending.id, applicant.member, body)).statusCode).toBe(404);
    expect((await apply(2_000_000_000, applicant.member, body)).statusCode).toBe(404);
    expect((await apply(closed.id, applicant.member, body)).statusCode).toBe(409);
    expect((await apply(past.id, applicant.member, body)).statusCode).toBe(409);
    expect(await applicationRows(applicant.member.id)).toEqual([]);
  });

  it("refuses a person of the posting partner (403) and people signed out (401)", async () => {
    const partner = await buildPartner();
    const opportunity = await buildOpportunity(partner.partnerId, partner.person.id);
    const own = await apply(opportunity.id, partner.person, { note: NOTE, share: {} });
    expect(own.statusCode).toBe(403);
    expect((await apply(opportunity.id, undefined, { note: NOTE, share: {} })).statusCode).toBe(
      401,
    );
  });

  it("refuses a note that is too short, naming the field (400)", async () => {
    const partner = await buildPartner();
    const opportunity = await buildOpportunity(partner.partnerId, partner.person.id);
    const applicant = await buildApplicant();
    const response = await apply(opportunity.id, applicant.member, { note: "hi", share: {} });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.map((error) => error.field)).toEqual(["note"]);
  });

  it("tells the partner's people, by notification and email", async () => {
    const { partner, opportunity, application } = await applied();
    expect(application.status).toBe("submitted");
    const emails = await emailsTo(partner.person.id, "opportunity-application-received");
    expect(emails).toEqual([
      {
        subject: `A new application for ${opportunity.title}`,
        body: expect.stringContaining("applied to"),
        link: `/Partners/${partner.partnerId}/Opportunities/${opportunity.id}/Applicants`,
      },
    ]);
  });
});

describe("the data export", () => {
  it("holds the member's applications with what they shared, and the partner person's role", async () => {
    const { partner, opportunity, applicant } = await applied();
    const mine = await collectPersonalData(db(), applicant.member.id);
    expect(mine?.opportunityApplications).toEqual([
      expect.objectContaining({
        opportunityId: opportunity.id,
        note: NOTE,
        status: "submitted",
        share: expect.objectContaining({ credentialIds: [applicant.credentialId] }),
      }),
    ]);
    const theirs = await collectPersonalData(db(), partner.person.id);
    expect(theirs?.partners).toEqual([
      expect.objectContaining({ partnerId: partner.partnerId, role: "owner" }),
    ]);
    expect(theirs?.opportunityApplications).toEqual([]);
  });
});

describe("the poster's count of applicants", () => {
  it("counts each opportunity's own applications, withdrawn ones left out", async () => {
    const { partnerId, person } = await buildPartner();
    // Several posts and applications, so no opportunity's id matches an application's id.
    const [first, second, third] = [
      await buildOpportunity(partnerId, person.id),
      await buildOpportunity(partnerId, person.id),
      await buildOpportunity(partnerId, person.id),
    ];
    const members = [
      await buildUser(testApp.app, { verified: true }),
      await buildUser(testApp.app, { verified: true }),
      await buildUser(testApp.app, { verified: true }),
    ];
    for (const member of members) {
      const sent = await apply(second?.id ?? 0, member, { note: NOTE, share: {} });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const third1 = await apply(third?.id ?? 0, members[0], { note: NOTE, share: {} });
    const withdrawn = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/opportunity-applications/${third1.json().applicationId}/withdraw`,
      cookie: members[0]?.cookie,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const listed = await injectJson(testApp.app, {
      url: `/api/partners/${partnerId}/opportunities`,
      cookie: person.cookie,
    });
    expect(listed.statusCode).toBe(200);
    const counts = Object.fromEntries(
      (listed.json().opportunities as { opportunityId: number; applicantCount: number }[]).map(
        (o) => [o.opportunityId, o.applicantCount],
      ),
    );
    expect(counts).toEqual({ [first?.id ?? 0]: 0, [second?.id ?? 0]: 3, [third?.id ?? 0]: 0 });
  });
});

describe("the member's own applications", () => {
  it("lists only one's own, never another member's (and 401 signed out)", async () => {
    const first = await applied();
    const other = await buildApplicant("Other Member");
    const list = (await mine(first.applicant.member)).json() as MyOpportunityApplicationList;
    expect(list.items.map((item) => item.applicationId)).toEqual([first.application.applicationId]);
    expect(list.items[0]?.share.credentialIds).toEqual([first.applicant.credentialId]);
    expect(((await mine(other.member)).json() as MyOpportunityApplicationList).items).toEqual([]);
    expect((await mine()).statusCode).toBe(401);
  });

  it("withdraws one's own only (another member's: 404), not once hired (409)", async () => {
    const { partner, applicant, application, opportunity } = await applied();
    const other = await buildApplicant("Nosy Member");
    expect((await withdraw(application.applicationId, other.member)).statusCode).toBe(404);
    expect((await withdraw(application.applicationId, partner.person)).statusCode).toBe(404);
    const withdrawn = await withdraw(application.applicationId, applicant.member);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((withdrawn.json() as MyOpportunityApplication).status).toBe("withdrawn");
    // The partner sees it withdrawn, without its note nor portfolio.
    const list = (await applicants(opportunity.id, partner.person)).json() as ApplicantList;
    expect(list.applicants[0]).toMatchObject({ status: "withdrawn", note: null, portfolio: null });

    const hired = await applied();
    expect(
      (await move(hired.application.applicationId, hired.partner.person, { status: "hired" }))
        .statusCode,
    ).toBe(200);
    const late = await withdraw(hired.application.applicationId, hired.applicant.member);
    expect(late.statusCode).toBe(409);
  });
});

describe("moving an application", () => {
  it("refuses deciding one's own: a member who joined the partner after applying, an admin on a programme post (403)", async () => {
    const { applicant, application, partner } = await applied();
    // The applicant joins the posting organisation after applying (an owner's invitation).
    await db()
      .insert(partnerPeople)
      .values({ partnerId: partner.partnerId, userId: applicant.member.id, role: "member" });
    const own = await move(application.applicationId, applicant.member, { status: "hired" });
    expect(own.statusCode).toBe(403);
    expect(problemOf(own).detail).toMatch(/your own application/);

    const admin = await buildAdmin(testApp);
    const programmePost = await buildOpportunity(null, admin.id);
    const sent = await apply(programmePost.id, admin, { note: NOTE, share: {} });
    expect(sent.statusCode, sent.body).toBe(201);
    const self = await move(sent.json().applicationId, admin, { status: "hired" });
    expect(self.statusCode).toBe(403);
    const [row] = await db()
      .select({ status: opportunityApplications.status })
      .from(opportunityApplications)
      .where(eq(opportunityApplications.id, sent.json().applicationId));
    expect(row?.status).toBe("submitted");
  });

  it("refuses another partner's person (403), the member (403) and a withdrawn one (409)", async () => {
    const { applicant, application, partner } = await applied();
    const other = await buildPartner();
    expect(
      (await move(application.applicationId, other.person, { status: "hired" })).statusCode,
    ).toBe(403);
    expect(
      (await move(application.applicationId, applicant.member, { status: "hired" })).statusCode,
    ).toBe(403);
    expect((await move(application.applicationId, undefined, { status: "hired" })).statusCode).toBe(
      401,
    );
    await withdraw(application.applicationId, applicant.member);
    const response = await move(application.applicationId, partner.person, {
      status: "shortlisted",
    });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).detail).toContain("withdrew");
    const [row] = await applicationRows(applicant.member.id);
    expect(row?.status).toBe("withdrawn");
  });

  it("declines with a note the member reads, told in their language", async () => {
    const { applicant, application, partner, opportunity } = await applied();
    await db().update(users).set({ language: "ml" }).where(eq(users.id, applicant.member.id));
    const response = await move(application.applicationId, partner.person, {
      status: "declined",
      note: "We chose someone nearer Muscat.",
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = (await mine(applicant.member)).json() as MyOpportunityApplicationList;
    expect(list.items[0]).toMatchObject({
      status: "declined",
      decisionNote: "We chose someone nearer Muscat.",
    });
    const emails = await emailsTo(applicant.member.id, "opportunity-application-moved");
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe(`നിങ്ങളുടെ അപേക്ഷ നിരസിച്ചു: ${opportunity.title}`);
    expect(emails[0]?.body).toContain("We chose someone nearer Muscat.");
  });

  it("records a hire, final (409 on another move), and tells the member", async () => {
    const { applicant, application, partner, opportunity } = await applied();
    expect(
      (await move(application.applicationId, partner.person, { status: "shortlisted" })).statusCode,
    ).toBe(200);
    const hired = await move(application.applicationId, partner.person, { status: "hired" });
    expect(hired.statusCode, hired.body).toBe(200);
    const [row] = await applicationRows(applicant.member.id);
    expect(row?.status).toBe("hired");
    expect(row?.hiredAt).toBeInstanceOf(Date);
    expect(
      (await move(application.applicationId, partner.person, { status: "declined" })).statusCode,
    ).toBe(409);
    const told = await notificationTitles(
      testApp,
      applicant.member.id,
      "opportunity-application-moved",
    );
    expect(told.sort()).toEqual(
      [`You are hired: ${opportunity.title}`, `You are shortlisted: ${opportunity.title}`].sort(),
    );
  });
});

describe("portfolio options", () => {
  it("offers the member's own shareable records only (401 signed out)", async () => {
    const applicant = await buildApplicant();
    const other = await buildApplicant("Someone Else");
    const response = await injectJson(testApp.app, {
      url: "/api/me/portfolio-options",
      cookie: applicant.member.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json() as PortfolioOptions;
    expect(options.credentials).toEqual([
      { credentialId: applicant.credentialId, name: "Developer journey, Mission 5" },
    ]);
    expect(options.speeches.map((speech) => speech.slotId)).toEqual([applicant.slotId]);
    expect(options.wallets).toEqual([{ walletId: applicant.walletId, address: applicant.address }]);
    expect(response.body).not.toContain(other.credentialId);
    expect((await injectJson(testApp.app, { url: "/api/me/portfolio-options" })).statusCode).toBe(
      401,
    );
  });
});
