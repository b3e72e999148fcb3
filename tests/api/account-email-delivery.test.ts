import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailDeliveries } from "../../server/db/schema/index.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { bodyText } from "../mail-text.ts";
import { type ReceivedMail, startSmtpReceiver } from "../smtp-receiver.ts";

/**
 * Account emails (confirmation, reset, "you already have an account") are never lost while the
 * SMTP server refuses (issue 28 item 1): sent at once when it accepts, otherwise kept and retried
 * by the email queue, and delivered once.
 */
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const inbox: ReceivedMail[] = [];
let refusing = false;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpReceiver(0, (mail) => inbox.push(mail), {
    refuseConnection: () => refusing,
  });
  testApp = await buildTestApp({
    env: { SMTP_URL: smtp.url },
    jobs: {
      pollingIntervalSeconds: 0.5,
      emailRetry: { limit: 20, delaySeconds: 1, backoff: false },
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const mailsTo = (email: string, subject: RegExp) =>
  inbox.filter((mail) => mail.to.includes(email) && subject.test(mail.raw));

async function eventually<T>(probe: () => T | undefined, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signUp(email: string) {
  const response = await injectJson(testApp.app, {
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { name: "Patient Person", email, password: "a sound passphrase 42" },
  });
  expect(response.statusCode).toBe(200);
}

describe("account emails while the SMTP server refuses", () => {
  it("a confirmation mail refused at sign-up arrives once the server accepts, once", async () => {
    const email = `refused-${Date.now()}@example.com`;
    refusing = true;
    await signUp(email);
    expect(mailsTo(email, /Confirm your email/)).toHaveLength(0);
    const [kept] = await testApp.database.db
      .select({ status: emailDeliveries.status, lastError: emailDeliveries.lastError })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.kind, "account"));
    expect(kept?.status).toBe("queued");

    refusing = false;
    const [mail] = await eventually(() => {
      const found = mailsTo(email, /Confirm your email/);
      return found.length > 0 ? found : undefined;
    });
    expect(bodyText(mail?.raw ?? "")).toContain("/api/auth/verify-email?token=");
    // Retried jobs that ran meanwhile never send it again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailsTo(email, /Confirm your email/)).toHaveLength(1);
  });

  it("a reset mail and an existing-account mail are kept and sent the same way", async () => {
    const email = `kept-${Date.now()}@example.com`;
    await signUp(email);
    refusing = true;
    await signUp(email);
    const reset = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email },
    });
    expect(reset.statusCode).toBe(200);
    refusing = false;
    await eventually(() =>
      mailsTo(email, /Reset your/).length === 1 && mailsTo(email, /already have/).length === 1
        ? true
        : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailsTo(email, /Reset your/)).toHaveLength(1);
    expect(mailsTo(email, /already have/)).toHaveLength(1);
  });

  it("sent at once when the server accepts; its one-time link is not kept", async () => {
    const email = `at-once-${Date.now()}@example.com`;
    await signUp(email);
    expect(mailsTo(email, /Confirm your email/)).toHaveLength(1);
    const rows = await testApp.database.db
      .select({ body: emailDeliveries.body, status: emailDeliveries.status })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.kind, "account"));
    expect(rows.every((row) => row.status !== "sent" || row.body === "")).toBe(true);
  });
});
