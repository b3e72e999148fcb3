import { createHmac } from "node:crypto";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "./session-cookie.ts";
import { registerSignedInHint } from "./signed-in-hint.ts";

const SECRET = "a test secret of enough length for hmac";
const app = Fastify();
app.decorate("env", { BASE_URL: "http://localhost:3000" } as never);
registerSignedInHint(app, SECRET);
app.get("/Page", async (_request, reply) =>
  reply.type("text/html; charset=utf-8").send("<p>x</p>"),
);
afterAll(() => app.close());

const signed = (token: string) =>
  `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${createHmac("sha256", SECRET).update(token).digest("base64")}`)}`;

describe("the signed-in hint on a page (ADR 048)", () => {
  it("is set for a browser whose signed session cookie came without it", async () => {
    const page = await app.inject({ url: "/Page", headers: { cookie: signed("abc") } });
    expect(page.headers["set-cookie"]).toMatch(/^bv_signed_in=1;/);
    expect(page.headers["x-signed-out"]).toBeUndefined();
  });

  it("is not set for a forged session cookie, and the page says nobody is signed in", async () => {
    const forged = await app.inject({
      url: "/Page",
      headers: { cookie: `${SESSION_COOKIE}=abc.bm90IHRoZSBzaWduYXR1cmU%3D` },
    });
    expect(forged.headers["set-cookie"]).toBeUndefined();
    expect(forged.headers["x-signed-out"]).toBe("1");
  });

  it("is removed when the session cookie is gone (expired in the browser)", async () => {
    const page = await app.inject({ url: "/Page", headers: { cookie: "bv_signed_in=1" } });
    expect(page.headers["set-cookie"]).toMatch(/^bv_signed_in=; Max-Age=0;/);
    expect(page.headers["x-signed-out"]).toBe("1");
  });

  it("leaves a visitor's page without any cookie", async () => {
    const page = await app.inject({ url: "/Page" });
    expect(page.headers["set-cookie"]).toBeUndefined();
  });
});
