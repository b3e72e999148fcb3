import { eq } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WalletChallengeSchema, WalletListSchema, WalletSchema } from "../../contract/wallets.ts";
import { walletLinks, walletNonces } from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { buildUser, cookieFrom, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, TEST_BASE_URL, type TestApp } from "../helpers.ts";

/** Wallets linked by signature (issue 36): real signatures from viem local accounts. */
let testApp: TestApp;
const clock = new ManualClock(new Date("2026-12-01T10:00:00Z"));
beforeAll(async () => {
  testApp = await buildTestApp({ clock });
});
afterAll(() => testApp?.close());

const newAccount = () => privateKeyToAccount(generatePrivateKey());
type Account = ReturnType<typeof newAccount>;

const challenge = async (user: TestUser, account: Account, chainId = 1) => {
  const response = await injectJson(testApp.app, {
    method: "POST",
    url: "/api/wallets/nonce",
    cookie: user.cookie,
    payload: { address: account.address, chainId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return WalletChallengeSchema.parse(response.json());
};

const link = (user: TestUser, message: string, signature: string) =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/wallets",
    cookie: user.cookie,
    payload: { message, signature },
  });

const walletsOf = async (user: TestUser) => {
  const response = await injectJson(testApp.app, { url: "/api/wallets", cookie: user.cookie });
  expect(response.statusCode).toBe(200);
  return WalletListSchema.parse(response.json()).items;
};

const linkedRows = async (userId: string) =>
  testApp.database.db.select().from(walletLinks).where(eq(walletLinks.userId, userId));

/** A message of the app's form with some fields changed, signed by `signer`. */
async function forged(
  user: TestUser,
  account: Account,
  change: Partial<Parameters<typeof createSiweMessage>[0]>,
  signer: Account = account,
) {
  const { nonce } = await challenge(user, account);
  const base = new URL(TEST_BASE_URL);
  const message = createSiweMessage({
    domain: base.host,
    address: account.address,
    uri: base.origin,
    version: "1",
    chainId: 1,
    nonce,
    issuedAt: clock.now(),
    expirationTime: new Date(clock.now().getTime() + 5 * 60_000),
    ...change,
  });
  return { message, signature: await signer.signMessage({ message }) };
}

describe("refused: each writes nothing", () => {
  it("a replayed nonce", async () => {
    const user = await buildUser(testApp.app);
    const account = newAccount();
    const { message } = await challenge(user, account);
    const signature = await account.signMessage({ message });
    expect((await link(user, message, signature)).statusCode).toBe(201);
    await injectJson(testApp.app, {
      method: "DELETE",
      url: `/api/wallets/${(await walletsOf(user))[0]?.walletId}`,
      cookie: user.cookie,
    });
    const replay = await link(user, message, signature);
    expect(replay.statusCode).toBe(400);
    expect(problemOf(replay).detail).toMatch(/already been used|expired/);
    expect(await linkedRows(user.id)).toEqual([]);
  });

  it("a message for another domain, or another origin in its URI", async () => {
    const user = await buildUser(testApp.app);
    const account = newAccount();
    for (const change of [{ domain: "evil.example" }, { uri: "https://evil.example/login" }]) {
      const { message, signature } = await forged(user, account, change);
      const response = await link(user, message, signature);
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).detail).toMatch(/another website/);
    }
    expect(await linkedRows(user.id)).toEqual([]);
  });

  it("an expired message, an expired nonce, one issued in the future", async () => {
    const user = await buildUser(testApp.app);
    const account = newAccount();
    const past = await forged(user, account, {
      expirationTime: new Date(clock.now().getTime() - 1000),
    });
    expect(problemOf(await link(user, past.message, past.signature)).detail).toMatch(/expired/);

    const future = await forged(user, account, {
      issuedAt: new Date(clock.now().getTime() + 60_000),
    });
    expect(problemOf(await link(user, future.message, future.signature)).detail).toMatch(
      /not valid yet/,
    );

    const { message } = await challenge(user, account);
    const signature = await account.signMessage({ message });
    clock.advance(11 * 60_000);
    const late = await link(user, message, signature);
    expect(late.statusCode).toBe(400);
    expect(problemOf(late).detail).toMatch(/already been used|expired/);
    expect(await linkedRows(user.id)).toEqual([]);
  });

  it("a chain that is not supported, and not version 1", async () => {
    const user = await buildUser(testApp.app);
    const account = newAccount();
    const polygon = await forged(user, account, { chainId: 137 });
    expect(problemOf(await link(user, polygon.message, polygon.signature)).detail).toMatch(
      /network is not supported/,
    );
    const asked = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/wallets/nonce",
      cookie: user.cookie,
      payload: { address: account.address, chainId: 137 },
    });
    expect(asked.statusCode).toBe(400);
    expect(await linkedRows(user.id)).toEqual([]);
  });

  it("a signature by another address than the message names", async () => {
    const user = await buildUser(testApp.app);
    const account = newAccount();
    const { message, signature } = await forged(user, account, {}, newAccount());
    const response = await link(user, message, signature);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).detail).toMatch(/does not match/);
    expect(await linkedRows(user.id)).toEqual([]);
  });

  it("a nonce issued to someone else", async () => {
    const owner = await buildUser(testApp.app);
    const thief = await buildUser(testApp.app);
    const account = newAccount();
    const { message } = await challenge(owner, account);
    const response = await link(thief, message, await account.signMessage({ message }));
    expect(response.statusCode).toBe(400);
    expect(await linkedRows(thief.id)).toEqual([]);
  });

  it("signed out: 401", async () => {
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/wallets/nonce",
      payload: { address: newAccount().address, chainId: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("link, show, unlink", () => {
  it("links a wallet by signature, checksummed; a nonce works once", async () => {
    const user = await buildUser(testApp.app);
    const account = newAccount();
    const { message, nonce } = await challenge(user, account, 11155111);
    expect(message).toContain(`Chain ID: 11155111`);
    const response = await link(user, message, await account.signMessage({ message }));
    expect(response.statusCode, response.body).toBe(201);
    const wallet = WalletSchema.parse(response.json());
    expect(wallet).toMatchObject({ address: account.address, chainId: 11155111, isPublic: false });
    expect(await walletsOf(user)).toEqual([wallet]);
    const nonces = await testApp.database.db
      .select()
      .from(walletNonces)
      .where(eq(walletNonces.nonce, nonce));
    expect(nonces).toEqual([]);
  });

  it("one address belongs to one person only", async () => {
    const first = await buildUser(testApp.app);
    const second = await buildUser(testApp.app);
    const account = newAccount();
    const a = await challenge(first, account);
    expect((await link(first, a.message, await account.signMessage(a))).statusCode).toBe(201);
    const b = await challenge(second, account);
    const taken = await link(second, b.message, await account.signMessage(b));
    expect(taken.statusCode).toBe(409);
    expect(problemOf(taken).detail).toMatch(/another account/);
    expect(await linkedRows(second.id)).toEqual([]);
    // The same address written in lower case (as some wallets give it) is the same wallet.
    const lower = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/wallets/nonce",
      cookie: second.cookie,
      payload: { address: account.address.toLowerCase(), chainId: 1 },
    });
    expect(lower.statusCode, lower.body).toBe(200);
    const lowerMessage = WalletChallengeSchema.parse(lower.json()).message;
    const takenLower = await link(
      second,
      lowerMessage,
      await account.signMessage({ message: lowerMessage }),
    );
    expect(takenLower.statusCode).toBe(409);
    expect(await linkedRows(second.id)).toEqual([]);
    // Linking it again oneself answers the same wallet.
    const again = await challenge(first, account);
    const relinked = await link(first, again.message, await account.signMessage(again));
    expect(relinked.statusCode).toBe(201);
    expect(await linkedRows(first.id)).toHaveLength(1);
  });

  it("shows a wallet on the public profile only when switched on; unlinks it", async () => {
    const user = await buildUser(testApp.app);
    const other = await buildUser(testApp.app);
    const account = newAccount();
    const c = await challenge(user, account);
    const wallet = WalletSchema.parse(
      (await link(user, c.message, await account.signMessage(c))).json(),
    );
    const patch = (who: TestUser, isPublic: boolean) =>
      injectJson(testApp.app, {
        method: "PATCH",
        url: `/api/wallets/${wallet.walletId}`,
        cookie: who.cookie,
        payload: { isPublic },
      });
    expect((await patch(other, true)).statusCode).toBe(404);
    expect(WalletSchema.parse((await patch(user, true)).json()).isPublic).toBe(true);
    const remove = (who: TestUser) =>
      injectJson(testApp.app, {
        method: "DELETE",
        url: `/api/wallets/${wallet.walletId}`,
        cookie: who.cookie,
      });
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(user)).statusCode).toBe(204);
    expect(await walletsOf(user)).toEqual([]);
    // Unlinked, it may be linked by someone else.
    const d = await challenge(other, account);
    expect((await link(other, d.message, await account.signMessage(d))).statusCode).toBe(201);
  });
});

describe("sign in with a linked wallet", () => {
  const signInChallenge = async (account: Account) => {
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/wallet/nonce",
      payload: { address: account.address, chainId: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return WalletChallengeSchema.parse(response.json());
  };
  const signIn = (message: string, signature: string) =>
    injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-in/wallet",
      payload: { message, signature },
    });

  it("signs the owner of a linked address in; the nonce works once", async () => {
    const user = await buildUser(testApp.app);
    const account = newAccount();
    const c = await challenge(user, account);
    expect((await link(user, c.message, await account.signMessage(c))).statusCode).toBe(201);

    const { message } = await signInChallenge(account);
    const signature = await account.signMessage({ message });
    const response = await signIn(message, signature);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: user.id } });
    const cookie = cookieFrom(response);
    const session = await injectJson(testApp.app, { url: "/api/auth/get-session", cookie });
    expect(session.json()).toMatchObject({ user: { id: user.id } });
    expect(JSON.stringify(response.json())).not.toContain(cookie.split("=")[1]);

    const replay = await signIn(message, signature);
    expect(replay.statusCode).toBe(400);
    expect(replay.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses an address nobody linked, and another signer, without a session", async () => {
    const stranger = newAccount();
    const a = await signInChallenge(stranger);
    const unknown = await signIn(a.message, await stranger.signMessage(a));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers["set-cookie"]).toBeUndefined();

    const user = await buildUser(testApp.app);
    const owned = newAccount();
    const c = await challenge(user, owned);
    await link(user, c.message, await owned.signMessage(c));
    const b = await signInChallenge(owned);
    const forgedSignature = await signIn(b.message, await stranger.signMessage(b));
    expect(forgedSignature.statusCode).toBe(400);
    expect(forgedSignature.headers["set-cookie"]).toBeUndefined();
  });

  it("a link nonce does not sign in, nor a sign-in nonce link", async () => {
    const user = await buildUser(testApp.app);
    const account = newAccount();
    const c = await challenge(user, account);
    await link(user, c.message, await account.signMessage(c));
    const linkNonce = await challenge(user, account);
    expect((await signIn(linkNonce.message, await account.signMessage(linkNonce))).statusCode).toBe(
      400,
    );
    const other = newAccount();
    const s = await signInChallenge(other);
    expect((await link(user, s.message, await other.signMessage(s))).statusCode).toBe(400);
  });
});
