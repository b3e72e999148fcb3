import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WalletListSchema } from "../../contract/wallets.ts";
import { credentials, walletLinks } from "../../server/db/schema/index.ts";
import { deliveredSpeech } from "../factories/meetings.ts";
import {
  buildLeaderWithClub,
  buildMember,
  submitMission,
  type TestClub,
  verifyCompletion,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import {
  chooseCredentialSubject,
  linkWalletOf,
  newWalletAccount,
  type WalletAccount,
} from "../factories/wallets.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/**
 * A member's credentials may name one of their linked wallets as the subject (did:pkh, ADR 040),
 * at their choice, from the next credential on. The attackers first: nobody names a wallet that
 * is not linked to them.
 */
let testApp: TestApp;
let club: TestClub;
beforeAll(async () => {
  testApp = await buildTestApp();
  club = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

const choices = async (userId: string) =>
  (
    await testApp.database.db
      .select({ walletId: walletLinks.id, namesCredentials: walletLinks.namesCredentials })
      .from(walletLinks)
      .where(eq(walletLinks.userId, userId))
  ).filter((row) => row.namesCredentials);

/** The subject id of the member's credential for `missionId`, verified by the club's leader. */
async function subjectOfVerified(member: TestUser, missionId = "mission101") {
  const completionId = await submitMission(testApp, member, missionId);
  expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(200);
  const [row] = await testApp.database.db
    .select({ subjectId: credentials.subjectId, document: credentials.document })
    .from(credentials)
    .where(and(eq(credentials.userId, member.id), eq(credentials.achievementRef, missionId)));
  expect((row?.document.credentialSubject as { id?: string } | undefined)?.id).toBe(row?.subjectId);
  return row?.subjectId ?? "";
}

const didOf = (account: WalletAccount, chainId = 1) =>
  `did:pkh:eip155:${chainId}:${account.address}`;

describe("refused: naming a wallet that is not one's own writes nothing", () => {
  it("another person's linked wallet", async () => {
    const owner = await buildUser(testApp.app);
    const thief = await buildUser(testApp.app);
    await linkWalletOf(testApp, thief);
    const { wallet } = await linkWalletOf(testApp, owner);
    const response = await chooseCredentialSubject(testApp, thief, wallet.walletId);
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).detail).toBe("Wallet not found.");
    expect(await choices(owner.id)).toEqual([]);
    expect(await choices(thief.id)).toEqual([]);
  });

  it("a wallet one has unlinked, and one that never existed", async () => {
    const user = await buildUser(testApp.app);
    const { wallet: kept } = await linkWalletOf(testApp, user);
    expect((await chooseCredentialSubject(testApp, user, kept.walletId)).statusCode).toBe(200);
    const { wallet: gone } = await linkWalletOf(testApp, user);
    await injectJson(testApp.app, {
      method: "DELETE",
      url: `/api/wallets/${gone.walletId}`,
      cookie: user.cookie,
    });
    for (const walletId of [gone.walletId, 2_000_000_000]) {
      expect((await chooseCredentialSubject(testApp, user, walletId)).statusCode).toBe(404);
    }
    // The earlier choice stands: a refused change changed nothing.
    expect(await choices(user.id)).toEqual([{ walletId: kept.walletId, namesCredentials: true }]);
  });

  it("signed out: 401; a body naming an address instead of a wallet: 400", async () => {
    const signedOut = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/wallets/credential-subject",
      payload: { walletId: 1 },
    });
    expect(signedOut.statusCode).toBe(401);
    const user = await buildUser(testApp.app);
    const byAddress = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/wallets/credential-subject",
      cookie: user.cookie,
      payload: { walletId: 1, address: newWalletAccount().address },
    });
    expect(byAddress.statusCode).toBe(400);
  });
});

describe("the member's choice, for credentials issued from now on", () => {
  it("none by default: an opaque id; chosen: the wallet as did:pkh, on the chain it was linked on", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    await linkWalletOf(testApp, member);
    expect(await subjectOfVerified(member)).toMatch(/^urn:uuid:/);

    const other = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const { account, wallet } = await linkWalletOf(testApp, other, newWalletAccount(), 11155111);
    const chosen = await chooseCredentialSubject(testApp, other, wallet.walletId);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(WalletListSchema.parse(chosen.json()).items).toEqual([
      expect.objectContaining({ walletId: wallet.walletId, namesCredentials: true }),
    ]);
    expect(await subjectOfVerified(other)).toBe(didOf(account, 11155111));
  });

  it("one wallet at a time; null chooses none", async () => {
    const member = await buildUser(testApp.app);
    const { wallet: first } = await linkWalletOf(testApp, member);
    const { wallet: second } = await linkWalletOf(testApp, member);
    await chooseCredentialSubject(testApp, member, first.walletId);
    const switched = await chooseCredentialSubject(testApp, member, second.walletId);
    expect(
      WalletListSchema.parse(switched.json()).items.map((item) => item.namesCredentials),
    ).toEqual([false, true]);
    expect((await chooseCredentialSubject(testApp, member, null)).statusCode).toBe(200);
    expect(await choices(member.id)).toEqual([]);
  });

  it("unlinking the chosen wallet leaves no future credential naming it, even linked again", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const { account, wallet } = await linkWalletOf(testApp, member);
    await chooseCredentialSubject(testApp, member, wallet.walletId);
    const unlinked = await injectJson(testApp.app, {
      method: "DELETE",
      url: `/api/wallets/${wallet.walletId}`,
      cookie: member.cookie,
    });
    expect(unlinked.statusCode).toBe(204);
    // Linking the same address again is a new link: it names nothing until chosen again.
    await linkWalletOf(testApp, member, account);
    const subject = await subjectOfVerified(member);
    expect(subject).toMatch(/^urn:uuid:/);
    expect(subject).not.toContain(account.address);
  });

  it("a credential issued before the choice keeps its subject; later ones name the wallet", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const before = await subjectOfVerified(member);
    const { account, wallet } = await linkWalletOf(testApp, member);
    await chooseCredentialSubject(testApp, member, wallet.walletId);
    // Mission 2 (its speech given at the club) is issued after the choice: it names the wallet.
    await deliveredSpeech(testApp, member, club.clubId);
    expect(await subjectOfVerified(member, "mission111")).toBe(didOf(account));
    const [first] = await testApp.database.db
      .select({ subjectId: credentials.subjectId, document: credentials.document })
      .from(credentials)
      .where(and(eq(credentials.userId, member.id), eq(credentials.achievementRef, "mission101")));
    expect(first?.subjectId).toBe(before);
    expect((first?.document.credentialSubject as { id?: string } | undefined)?.id).toBe(before);
  });
});
