import { deflateSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdminPartnerList,
  type MyPartners,
  PARTNER_LOGO_MAX_BYTES,
  PARTNER_LOGO_SIZE,
  type PartnerDetail,
} from "../../contract/partners.ts";
import {
  auditLog,
  emailDeliveries,
  notifications,
  partnerInvitations,
  partnerPeople,
  partners,
} from "../../server/db/schema/index.ts";
import { buildAdmin } from "../factories/missions.ts";
import { buildUser, latestMailTo, type TestUser, uniqueEmail } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

// Partner organisations (issue 37): registered by a person with a confirmed address, approved by
// an admin (audit-logged), acted for by their people; an owner invites and removes; the logo is
// re-encoded on the server. The attacker's tests come first.
let testApp: TestApp;
let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;
let partnerId: number;

const call = (
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  user?: TestUser,
  payload?: object,
) =>
  injectJson(testApp.app, {
    method,
    url,
    ...(user ? { cookie: user.cookie } : {}),
    ...(payload ? { payload } : {}),
  });

let nameCounter = 0;
const registration = (name = `Chain Guild ${++nameCounter} ${Date.now()}`) => ({
  name,
  website: "https://chainguild.example",
  description: "A DAO that funds public goods for Web3 builders in Kerala and Oman.",
});

async function register(user: TestUser, payload: object = registration()) {
  const response = await call("POST", "/api/partners", user, payload);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { partnerId: number }).partnerId;
}

const upload = (user: TestUser | undefined, id: number, body: Buffer, contentType: string) =>
  injectJson(testApp.app, {
    method: "PUT",
    url: `/api/partners/${id}/logo`,
    payload: body,
    headers: { "content-type": contentType },
    ...(user ? { cookie: user.cookie } : {}),
  });

const storedLogo = async (id: number) =>
  (
    await testApp.database.db
      .select({ logo: partners.logo, version: partners.logoVersion })
      .from(partners)
      .where(eq(partners.id, id))
  )[0];

async function invite(user: TestUser, id: number, email: string, role = "member") {
  return call("POST", `/api/partners/${id}/invitations`, user, { email, role });
}

const invitationIdIn = async (user: TestUser, id: number) => {
  const mine = (await call("GET", "/api/me/partners", user)).json() as MyPartners;
  const found = mine.invitations.find((invitation) => invitation.partnerId === id);
  if (!found) throw new Error("no invitation");
  return found.invitationId;
};

/** A PNG whose header claims `side` × `side` pixels, with one tiny compressed row after it. */
function pixelBombPng(side: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(side + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const withExif = { IFD0: { Copyright: "Secret Owner", ImageDescription: "GPS home address" } };
const pngWithExif = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#7c3aed" } })
    .withExif(withExif)
    .png()
    .toBuffer();
const jpegWithExif = () =>
  sharp({ create: { width: 120, height: 200, channels: 3, background: "#16a34a" } })
    .withExif(withExif)
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await buildAdmin(testApp);
  owner = await buildUser(testApp.app, { name: "Olivia Owner", verified: true });
  stranger = await buildUser(testApp.app, { name: "Sid Stranger", verified: true });
  partnerId = await register(owner);
});
afterAll(() => testApp?.close());

describe("what nobody else may do", () => {
  it("refuses every route to a signed-out caller (401)", async () => {
    for (const [method, url] of [
      ["POST", "/api/partners"],
      ["GET", "/api/me/partners"],
      ["GET", `/api/partners/${partnerId}/manage`],
      ["PATCH", `/api/partners/${partnerId}`],
      ["POST", `/api/partners/${partnerId}/invitations`],
      ["POST", "/api/partner-invitations/1/accept"],
      ["DELETE", `/api/partners/${partnerId}/people/x`],
      ["GET", "/api/admin/partners"],
      ["POST", `/api/admin/partners/${partnerId}/decision`],
    ] as const) {
      const response = await call(method, url, undefined, method === "GET" ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await upload(undefined, partnerId, await pngWithExif(), "image/png")).statusCode).toBe(
      401,
    );
  });

  it("refuses a person who does not act for the partner: manage view, edit, invite, logo (403)", async () => {
    const manage = await call("GET", `/api/partners/${partnerId}/manage`, stranger);
    expect(manage.statusCode).toBe(403);
    expect(problemOf(manage).detail).toMatch(/people/);
    expect(
      (await call("PATCH", `/api/partners/${partnerId}`, stranger, { name: "Hijacked" }))
        .statusCode,
    ).toBe(403);
    expect((await invite(stranger, partnerId, uniqueEmail())).statusCode).toBe(403);
    expect((await upload(stranger, partnerId, await pngWithExif(), "image/png")).statusCode).toBe(
      403,
    );
    expect((await storedLogo(partnerId))?.logo).toBeNull();
  });

  it("hides a pending partner's public page from others (404), not from its owner", async () => {
    expect((await call("GET", `/api/partners/${partnerId}`, stranger)).statusCode).toBe(404);
    expect((await call("GET", `/api/partners/${partnerId}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/partners/${partnerId}`, owner)).statusCode).toBe(200);
  });

  it("refuses a registration or an acceptance from an unconfirmed address", async () => {
    const unconfirmed = await buildUser(testApp.app, { name: "Una Unconfirmed" });
    const refused = await call("POST", "/api/partners", unconfirmed, registration());
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toMatch(/Confirm your email/);

    expect((await invite(owner, partnerId, unconfirmed.email)).statusCode).toBe(201);
    const mine = (await call("GET", "/api/me/partners", unconfirmed)).json() as MyPartners;
    expect(mine.invitations).toEqual([]);
    const detail = (
      await call("GET", `/api/partners/${partnerId}/manage`, owner)
    ).json() as PartnerDetail;
    const invitation = detail.invitations.find((item) => item.email === unconfirmed.email);
    const accepted = await call(
      "POST",
      `/api/partner-invitations/${invitation?.invitationId}/accept`,
      unconfirmed,
    );
    expect(accepted.statusCode).toBe(404);
    expect(
      await testApp.database.db
        .select()
        .from(partnerPeople)
        .where(eq(partnerPeople.userId, unconfirmed.id)),
    ).toEqual([]);
  });

  it("answers 404 to a person accepting an invitation addressed to someone else", async () => {
    const invitee = await buildUser(testApp.app, { name: "Ivy Invitee", verified: true });
    expect((await invite(owner, partnerId, invitee.email)).statusCode).toBe(201);
    const invitationId = await invitationIdIn(invitee, partnerId);
    for (const action of ["accept", "decline"]) {
      const response = await call(
        "POST",
        `/api/partner-invitations/${invitationId}/${action}`,
        stranger,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(await invitationIdIn(invitee, partnerId)).toBe(invitationId);
  });

  it("refuses a member removing the last owner, and the last owner leaving", async () => {
    const member = await buildUser(testApp.app, { name: "Max Member", verified: true });
    await invite(owner, partnerId, member.email);
    const accepted = await call(
      "POST",
      `/api/partner-invitations/${await invitationIdIn(member, partnerId)}/accept`,
      member,
    );
    expect(accepted.statusCode).toBe(204);

    const byMember = await call("DELETE", `/api/partners/${partnerId}/people/${owner.id}`, member);
    expect(byMember.statusCode).toBe(403);
    const leaving = await call("DELETE", `/api/partners/${partnerId}/people/${owner.id}`, owner);
    expect(leaving.statusCode).toBe(409);
    expect(problemOf(leaving).detail).toMatch(/last owner/);
    // A member cannot invite either: that is an owner's.
    expect((await invite(member, partnerId, uniqueEmail())).statusCode).toBe(403);
    // But a member may leave.
    expect(
      (await call("DELETE", `/api/partners/${partnerId}/people/${member.id}`, member)).statusCode,
    ).toBe(204);
  });

  it("keeps at most 20 open invitations when 25 are sent at once (409 for the rest)", async () => {
    const crowded = await register(owner);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => invite(owner, crowded, uniqueEmail())),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    const open = await testApp.database.db
      .select()
      .from(partnerInvitations)
      .where(eq(partnerInvitations.partnerId, crowded));
    expect(open).toHaveLength(20);
  });

  it("refuses a decision from a non-admin (403)", async () => {
    const response = await call("POST", `/api/admin/partners/${partnerId}/decision`, owner, {
      decision: "approved",
      trusted: true,
    });
    expect(response.statusCode).toBe(403);
    expect((await call("GET", "/api/admin/partners", owner)).statusCode).toBe(403);
  });
});

describe("the logo", () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
  );
  const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");

  it("refuses SVG, HTML (whatever type it claims), oversized and pixel-bomb uploads, storing nothing", async () => {
    const svgAsSvg = await upload(owner, partnerId, svg, "image/svg+xml");
    expect(svgAsSvg.statusCode).toBe(415);
    expect(problemOf(svgAsSvg).detail).toMatch(/PNG, JPEG or WebP/);
    expect((await upload(owner, partnerId, svg, "image/png")).statusCode).toBe(415);
    expect((await upload(owner, partnerId, html, "image/jpeg")).statusCode).toBe(415);
    expect((await upload(owner, partnerId, html, "text/html")).statusCode).toBe(415);

    const png = await pngWithExif();
    const oversized = Buffer.concat([png, Buffer.alloc(PARTNER_LOGO_MAX_BYTES)]);
    const tooLarge = await upload(owner, partnerId, oversized, "image/png");
    expect(tooLarge.statusCode).toBe(400);
    expect(problemOf(tooLarge).detail).toMatch(/at most 512 KB/);
    const farTooLarge = Buffer.concat([png, Buffer.alloc(PARTNER_LOGO_MAX_BYTES * 3)]);
    expect((await upload(owner, partnerId, farTooLarge, "image/png")).statusCode).toBe(413);

    const bomb = pixelBombPng(60_000);
    expect(bomb.length).toBeLessThan(PARTNER_LOGO_MAX_BYTES);
    const bombed = await upload(owner, partnerId, bomb, "image/png");
    expect(bombed.statusCode).toBe(400);
    expect(problemOf(bombed).detail).toMatch(/too many pixels/);

    const garbage = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await upload(owner, partnerId, garbage, "image/png")).statusCode).toBe(400);

    expect(await storedLogo(partnerId)).toEqual({ logo: null, version: 0 });
    const detail = (
      await call("GET", `/api/partners/${partnerId}/manage`, owner)
    ).json() as PartnerDetail;
    expect(detail.logoUrl).toBeNull();
  });

  it("re-encodes a PNG and a JPEG to a square WebP without their metadata", async () => {
    for (const [original, type] of [
      [await pngWithExif(), "image/png"],
      [await jpegWithExif(), "image/jpeg"],
    ] as const) {
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const response = await upload(owner, partnerId, original, type);
      expect(response.statusCode, response.body).toBe(200);
      const { logoUrl } = response.json() as { logoUrl: string };
      const stored = await storedLogo(partnerId);
      expect(logoUrl).toBe(`/api/partners/${partnerId}/logo.webp?v=${stored?.version}`);

      const served = await call("GET", logoUrl, owner);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      const bytes = served.rawPayload;
      expect(bytes.equals(original)).toBe(false);
      expect(bytes.equals(stored?.logo ?? Buffer.alloc(0))).toBe(true);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.width).toBe(metadata.height);
      expect(metadata.width).toBeLessThanOrEqual(PARTNER_LOGO_SIZE);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from("Secret Owner"))).toBe(false);
    }
    expect((await storedLogo(partnerId))?.version).toBe(2);
  });

  it("serves a pending partner's logo to its people only; an approved one's to anyone, cached for good", async () => {
    const url = `/api/partners/${partnerId}/logo.webp?v=2`;
    expect((await call("GET", url)).statusCode).toBe(404);
    expect((await call("GET", url, stranger)).statusCode).toBe(404);
    expect((await call("GET", url, admin)).statusCode).toBe(200);
    const other = await register(owner);
    expect((await call("GET", `/api/partners/${other}/logo.webp`, owner)).statusCode).toBe(404);
  });
});

describe("registering and deciding", () => {
  it("registers a pending partner owned by its registrant and tells the admins", async () => {
    const detail = (
      await call("GET", `/api/partners/${partnerId}/manage`, owner)
    ).json() as PartnerDetail;
    expect(detail).toMatchObject({ status: "pending", trusted: false, myRole: "owner" });
    expect(detail.people).toEqual([
      expect.objectContaining({ userId: owner.id, role: "owner", email: owner.email }),
    ]);
    const told = await testApp.database.db
      .select({ kind: notifications.kind, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "partner-registered")));
    expect(told.length).toBeGreaterThan(0);
  });

  it("refuses a name already registered, in any case (409)", async () => {
    const name = `Kerala Builders ${Date.now()}`;
    await register(stranger, registration(name));
    const again = await call("POST", "/api/partners", owner, registration(name.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).errors?.[0]?.field).toBe("name");
  });

  it("refuses a malformed registration, naming the field (400)", async () => {
    const bad = await call("POST", "/api/partners", owner, {
      ...registration(),
      website: "javascript:alert(1)",
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors?.map((error) => error.field)).toContain("website");
  });

  it("lists pending registrations first for the admins, then approves (audit-logged, registrant told)", async () => {
    const list = (await call("GET", "/api/admin/partners", admin)).json() as AdminPartnerList;
    const firstDecided = list.partners.findIndex((partner) => partner.status !== "pending");
    const lastPending = list.partners.map((partner) => partner.status).lastIndexOf("pending");
    expect(firstDecided === -1 || lastPending < firstDecided).toBe(true);
    expect(list.partners.find((partner) => partner.partnerId === partnerId)).toMatchObject({
      registeredBy: { name: owner.name, email: owner.email },
    });

    const decided = await call("POST", `/api/admin/partners/${partnerId}/decision`, admin, {
      decision: "approved",
      note: "Welcome aboard",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: "approved", trusted: false });
    const [audit] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "partner"), eq(auditLog.targetId, String(partnerId))));
    expect(audit).toMatchObject({ action: "partner-approved", actorId: admin.id });
    const told = await testApp.database.db
      .select({ kind: notifications.kind, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, "partner-decided")));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/Welcome aboard/);
    expect(told[0]?.link).toBe(`/Partners/${partnerId}`);
    const emailed = await testApp.database.db
      .select({ kind: emailDeliveries.kind })
      .from(emailDeliveries)
      .where(
        and(eq(emailDeliveries.userId, owner.id), eq(emailDeliveries.kind, "partner-decided")),
      );
    expect(emailed).toHaveLength(1);

    // Now public, logo included.
    expect((await call("GET", `/api/partners/${partnerId}`)).json()).toMatchObject({
      partnerId,
      logoUrl: `/api/partners/${partnerId}/logo.webp?v=2`,
    });
    const logo = await call("GET", `/api/partners/${partnerId}/logo.webp?v=2`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["cache-control"]).toContain("immutable");
    expect(
      (await call("GET", `/api/partners/${partnerId}/logo.webp?v=1`)).headers["cache-control"],
    ).toBe("no-cache");
  });

  it("changes only the trust of a decided partner; the other decision is refused (409)", async () => {
    const trusted = await call("POST", `/api/admin/partners/${partnerId}/decision`, admin, {
      decision: "approved",
      trusted: true,
    });
    expect(trusted.json()).toMatchObject({ status: "approved", trusted: true });
    const actions = await testApp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "partner"), eq(auditLog.targetId, String(partnerId))));
    expect(actions.map((row) => row.action)).toContain("partner-trust-changed");

    const reversed = await call("POST", `/api/admin/partners/${partnerId}/decision`, admin, {
      decision: "rejected",
    });
    expect(reversed.statusCode).toBe(409);
    // The registrant was told once only: a change of trust is not news to them.
    const told = await testApp.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, "partner-decided")));
    expect(told).toHaveLength(1);
  });

  it("rejects a registration: the registrant is told; trust for a rejected one is refused (400)", async () => {
    const other = await register(stranger);
    const trustedRejection = await call("POST", `/api/admin/partners/${other}/decision`, admin, {
      decision: "rejected",
      trusted: true,
    });
    expect(trustedRejection.statusCode).toBe(400);
    const rejected = await call("POST", `/api/admin/partners/${other}/decision`, admin, {
      decision: "rejected",
    });
    expect(rejected.json()).toMatchObject({ status: "rejected" });
    expect((await call("GET", `/api/partners/${other}`, owner)).statusCode).toBe(404);
    expect((await call("GET", `/api/partners/${other}`, stranger)).statusCode).toBe(200);
  });
});

describe("people and invitations", () => {
  it("invites an address without an account by email, and its owner joins once confirmed", async () => {
    const email = uniqueEmail("invitee");
    const invited = await invite(owner, partnerId, email, "owner");
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await latestMailTo(testApp.app, email, /invited you to act for/);
    expect(mail.text).toContain("/Partners");
    expect((await invite(owner, partnerId, email.toUpperCase())).statusCode).toBe(409);

    const newcomer = await buildUser(testApp.app, { name: "Nia New", email, verified: true });
    const invitationId = await invitationIdIn(newcomer, partnerId);
    expect(
      (await call("POST", `/api/partner-invitations/${invitationId}/accept`, newcomer)).statusCode,
    ).toBe(204);
    const mine = (await call("GET", "/api/me/partners", newcomer)).json() as MyPartners;
    expect(mine.partners).toEqual([
      expect.objectContaining({ partnerId, role: "owner", status: "approved" }),
    ]);
    expect(mine.invitations).toEqual([]);
    // Two owners now: one may leave, and the other is then the last.
    expect(
      (await call("DELETE", `/api/partners/${partnerId}/people/${newcomer.id}`, owner)).statusCode,
    ).toBe(204);
    expect((await invite(owner, partnerId, owner.email)).statusCode).toBe(409);
  });

  it("tells a confirmed account of its invitation in the app; it may decline; an owner withdraws", async () => {
    const person = await buildUser(testApp.app, { name: "Dee Decliner", verified: true });
    await invite(owner, partnerId, person.email);
    const told = await testApp.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.id), eq(notifications.kind, "partner-invited")));
    expect(told).toHaveLength(1);
    const invitationId = await invitationIdIn(person, partnerId);
    expect(
      (await call("POST", `/api/partner-invitations/${invitationId}/decline`, person)).statusCode,
    ).toBe(204);
    expect(
      ((await call("GET", "/api/me/partners", person)).json() as MyPartners).invitations,
    ).toEqual([]);

    const withdrawn = await invite(owner, partnerId, uniqueEmail());
    const { invitationId: openId } = withdrawn.json() as { invitationId: number };
    expect(
      (await call("DELETE", `/api/partners/${partnerId}/invitations/${openId}`, stranger))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("DELETE", `/api/partners/${partnerId}/invitations/${openId}`, owner)).statusCode,
    ).toBe(204);
    expect(
      (await call("DELETE", `/api/partners/${partnerId}/invitations/${openId}`, owner)).statusCode,
    ).toBe(404);
  });

  it("lets an owner edit the page; a taken name is 409", async () => {
    const edited = await call("PATCH", `/api/partners/${partnerId}`, owner, {
      website: "https://guild.example/about",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ website: "https://guild.example/about" });
    const taken = `Taken Name ${Date.now()}`;
    await register(stranger, registration(taken));
    const clash = await call("PATCH", `/api/partners/${partnerId}`, owner, { name: taken });
    expect(clash.statusCode).toBe(409);
  });
});
