import type { PartnerStatus } from "../../contract/partners.ts";
import type { Database } from "../../server/db/client.ts";
import { partnerPeople, partners } from "../../server/db/schema/index.ts";
import { injectJson, type TestApp } from "../helpers.ts";
import type { TestUser } from "./users.ts";

/**
 * A partner organisation in the state a test needs, with its people, written to the database:
 * the partners' own API (registration, approval, invitations) is tested by the partners feature;
 * here only its outcome matters.
 */
export async function seedPartner(
  db: Database,
  options: {
    status?: PartnerStatus;
    trusted?: boolean;
    owner: { id: string };
    members?: readonly { id: string }[];
    name?: string;
  },
) {
  const [partner] = await db
    .insert(partners)
    .values({
      name: options.name ?? `Partner ${crypto.randomUUID().slice(0, 8)}`,
      website: "https://partner.example.org",
      description: "A Web3 organisation that hires people who learned with the programme.",
      status: options.status ?? "approved",
      trusted: options.trusted ?? false,
      createdBy: options.owner.id,
    })
    .returning({ id: partners.id, name: partners.name });
  if (!partner) throw new Error("no partner");
  await db.insert(partnerPeople).values([
    { partnerId: partner.id, userId: options.owner.id, role: "owner" },
    ...(options.members ?? []).map((member) => ({
      partnerId: partner.id,
      userId: member.id,
      role: "member" as const,
    })),
  ]);
  return { partnerId: partner.id, name: partner.name };
}

const DAY_MS = 86_400_000;

/** A valid post, `days` from `now` (the fields a test changes override it). */
export function opportunityInput(now: Date, overrides: Record<string, unknown> = {}) {
  return {
    kind: "bounty",
    title: "Audit a Solidity vesting contract",
    description:
      "Review our vesting contract for reentrancy and rounding mistakes, and write up the findings.",
    journeyIds: [6],
    region: "global",
    remote: true,
    compensationMin: 500,
    compensationMax: 1500,
    currency: "USDC",
    deadline: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
    ...overrides,
  };
}

/** Posts for a partner as `user`. */
export function postForPartner(
  testApp: TestApp,
  user: TestUser,
  partnerId: number,
  body: Record<string, unknown>,
) {
  return injectJson(testApp.app, {
    method: "POST",
    url: `/api/partners/${partnerId}/opportunities`,
    cookie: user.cookie,
    payload: body,
  });
}

/** Posts for the programme as an admin. */
export function postAsAdmin(testApp: TestApp, admin: TestUser, body: Record<string, unknown>) {
  return injectJson(testApp.app, {
    method: "POST",
    url: "/api/admin/opportunities",
    cookie: admin.cookie,
    payload: body,
  });
}

/** The board as `user` (or a visitor), with a query string. */
export async function board(testApp: TestApp, query = "", user?: TestUser) {
  const response = await injectJson(testApp.app, {
    method: "GET",
    url: `/api/opportunities${query ? `?${query}` : ""}`,
    ...(user ? { cookie: user.cookie } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`board: ${response.statusCode} ${response.body}`);
  return response.json() as {
    opportunities: { opportunityId: number; title: string; viewer: unknown }[];
    total: number;
  };
}
