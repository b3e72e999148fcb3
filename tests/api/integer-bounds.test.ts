import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { INT4_MAX } from "../../contract/common.ts";
import { MAX_STATUS_LIST_ID } from "../../contract/credentials.ts";
import { users } from "../../server/db/schema/index.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, TEST_ORIGIN, type TestApp } from "../helpers.ts";

/**
 * Every integer in a path or a query is range-checked by its schema (issue 27 item 5): the
 * OpenAPI document's every route, every integer parameter, sent values a database column cannot
 * hold (past int4, past int8, negative, fractional, not a number), as an admin and as a member so
 * the guard lets them through. The answer is a client error in problem+json, never a 500. The
 * bounds themselves (the smallest and largest value the document allows) never answer 500 either.
 */
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: {
    type?: string;
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
    exclusiveMaximum?: number;
  };
}
type Operations = Record<string, { parameters?: Parameter[] }>;

let testApp: TestApp;
let admin: TestUser;
let member: TestUser;
let paths: Record<string, Operations>;
beforeAll(async () => {
  testApp = await buildTestApp();
  // The admin flag set as a CLI grant sets it (the account's sign-up needs no mailbox here).
  admin = await buildUser(testApp.app, { name: "Bounds Admin" });
  await testApp.database.db
    .update(users)
    .set({ isAdmin: true, emailVerified: true })
    .where(eq(users.id, admin.id));
  member = await buildUser(testApp.app, { name: "Plain Member" });
  paths = (await testApp.app.inject({ url: "/api/openapi.json" })).json().paths;
});
afterAll(() => testApp?.close());

/** Values no integer column (int4 ids, a status list number) holds, and forms that are no integer. */
const HOSTILE = [
  "-1",
  "0",
  "-2147483648",
  "2147483648", // 2^31: one past int4
  "4294967296",
  "9223372036854775807", // 2^63 - 1: the largest int8
  "9223372036854775808", // 2^63
  "18446744073709551616",
  "1e20",
  "100000000000000000000",
  "1.5",
  "0.5",
  "1e-3",
  "-0",
  "NaN",
  "Infinity",
  "-Infinity",
  "abc",
  "1abc",
  "%20",
  "0x7fffffff1",
  "99999999999999999999999999999999",
];

/** A value that passes a non-integer path parameter's schema, so the integer one is what fails. */
function filler(parameter: Parameter): string {
  if (parameter.schema?.type === "integer" || parameter.schema?.type === "number") return "1";
  if (parameter.name === "meetingKey") return "2030-01-07";
  if (parameter.name === "missionId") return "1";
  return "x";
}

interface Case {
  method: string;
  url: string;
  parameter: Parameter;
  /** Every path parameter of the operation (the others get a valid filler). */
  siblings: Parameter[];
}

function integerCases(): Case[] {
  const cases: Case[] = [];
  for (const [template, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) {
        const type = parameter.schema?.type;
        if ((type === "integer" || type === "number") && ["path", "query"].includes(parameter.in))
          cases.push({
            method: method.toUpperCase(),
            url: template,
            parameter,
            siblings: operation.parameters ?? [],
          });
      }
    }
  }
  return cases;
}

/** The case's URL with `value` as its integer parameter. */
function urlWith({ url, parameter, siblings }: Case, value: string) {
  let path = url;
  for (const other of siblings) {
    if (other.in !== "path") continue;
    const text = other.name === parameter.name && parameter.in === "path" ? value : filler(other);
    path = path.replace(`{${other.name}}`, encodeURIComponent(text));
  }
  return parameter.in === "query" ? `${path}?${parameter.name}=${encodeURIComponent(value)}` : path;
}

/** The first and last values the document allows: in range, so never a 500 either. */
function boundsOf(parameter: Parameter): string[] {
  const schema = parameter.schema ?? {};
  const values: number[] = [];
  if (schema.minimum !== undefined) values.push(schema.minimum);
  if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum + 1);
  if (schema.maximum !== undefined) values.push(schema.maximum);
  if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum - 1);
  return values.map(String);
}

async function send(method: string, url: string, cookie: string) {
  // The logo upload reads an image's bytes, never JSON (a 415 before its path is read).
  if (method === "PUT" && url.endsWith("/logo")) {
    return testApp.app.inject({
      method: "PUT",
      url,
      payload: Buffer.from("89504e470d0a1a0a", "hex"),
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "image/png" },
    });
  }
  return injectJson(testApp.app, {
    method: method as "GET",
    url,
    cookie,
    ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
  });
}

it("finds the integer parameters of the OpenAPI document, each with both bounds", () => {
  const cases = integerCases();
  expect(cases.map((c) => `${c.url} ${c.parameter.name}`)).toEqual(
    expect.arrayContaining([
      "/api/credential-status/{listId} listId",
      "/api/clubs/{clubId} clubId",
      "/api/slots/{slotId}/cancel slotId",
    ]),
  );
  const unbounded = cases
    .filter(({ parameter: { schema = {} } }) => {
      const low = schema.minimum ?? schema.exclusiveMinimum;
      const high = schema.maximum ?? schema.exclusiveMaximum;
      return low === undefined || high === undefined || high > INT4_MAX;
    })
    .map((c) => `${c.method} ${c.url} ${c.parameter.name}`);
  expect(unbounded).toEqual([]);
});

it("answers out-of-range, huge, fractional and non-numeric integers with 4xx problem+json", {
  timeout: 120_000,
}, async () => {
  const failures: string[] = [];
  for (const item of integerCases()) {
    for (const user of [admin, member]) {
      for (const value of HOSTILE) {
        const url = urlWith(item, value);
        const response = await send(item.method, url, user.cookie);
        const type = String(response.headers["content-type"]);
        // The admin passes every guard, so the schema is what answers: a 400.
        const wrong = user === admin ? response.statusCode !== 400 : response.statusCode >= 500;
        if (wrong || response.statusCode < 400)
          failures.push(`${item.method} ${url} -> ${response.statusCode}`);
        else if (!type.startsWith("application/problem+json"))
          failures.push(`${item.method} ${url} -> ${response.statusCode} ${type}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

it("never answers 500 at the first and last value a parameter allows", {
  timeout: 60_000,
}, async () => {
  const failures: string[] = [];
  for (const item of integerCases()) {
    for (const url of boundsOf(item.parameter).map((value) => urlWith(item, value))) {
      const { statusCode } = await send(item.method, url, admin.cookie);
      if (statusCode >= 500) failures.push(`${item.method} ${url} -> ${statusCode}`);
    }
  }
  expect(failures).toEqual([]);
});

it("serves a status list's real bounds: the last list an int4 index reaches, and not one more", async () => {
  // A status list holds STATUS_LIST_SIZE bits; the index is an int4 serial, so the last list
  // starts below 2^31 and ends at 2^31 - 1.
  const last = await testApp.app.inject({ url: `/api/credential-status/${MAX_STATUS_LIST_ID}` });
  expect(last.statusCode).toBe(200);
  for (const beyond of [MAX_STATUS_LIST_ID + 1, 99_999, 1_000_000]) {
    const response = await testApp.app.inject({ url: `/api/credential-status/${beyond}` });
    expect(response.statusCode, String(beyond)).toBe(400);
    expect(String(response.headers["content-type"])).toMatch(/^application\/problem\+json/);
  }
  // The number from the issue: the last list, whose upper end used to overflow int4.
  expect(MAX_STATUS_LIST_ID).toBe(16_384);
});
