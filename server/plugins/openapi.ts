import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { OpenAPIV3 } from "openapi-types";
import { z } from "zod";
import { ErrorCode } from "../../contract/common.ts";
import { AUTH_ROUTES } from "../auth/bridge.ts";

/**
 * The OpenAPI document, generated from the zod contract the routes declare, with what clients
 * and code generators need on every operation: a stable camelCase `operationId`, its security
 * (the session cookie, or the webhook's signature), and its error answers as problem+json.
 */

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];

const TAGS = [
  ["system", "Health and the service itself"],
  ["auth", "Sign-in methods (the sign-in itself is Better Auth's, under /api/auth)"],
  ["account", "The signed-in person"],
  ["journeys", "The six career journeys"],
  ["clubs", "Clubs: search, create, pages, members"],
  ["applications", "Applying to clubs and deciding applications"],
  ["payments", "Membership plan, checkout, webhooks"],
  ["pages", "What lives at / + a name"],
  ["missions", "Missions and their steps"],
  ["completions", "Submitting and verifying missions"],
  ["credentials", "Open Badges 3.0 credentials for verified missions and journeys"],
  ["progress", "The member's progress map and their club's leaderboard"],
  ["public profile", "A member's opt-in public profile"],
  ["slots", "Speech slots"],
  ["meeting roles", "A club's meeting roles: taking, assigning, answering, giving up"],
  ["attendance", "I'll be there, waitlists, check-in codes and attendance"],
  ["meeting console", "The live meeting console: agenda, timer lights, tallies, votes, the report"],
  ["evaluations", "Speech records: evaluations, notes to the speaker, reflections"],
  ["profile", "The profile Mission 1 fills in"],
  ["mission manager", "Admins edit missions"],
  ["notifications", "What happened that concerns the signed-in person"],
  ["rewards", "$VOCATE: programme points earned by verified work, their rules and adjustments"],
] as const;

const problemResponse = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
});

const PROBLEM_SCHEMA: OpenAPIV3.SchemaObject = {
  type: "object",
  required: ["type", "title", "status", "detail"],
  properties: {
    type: { type: "string", description: "Ends with the error code", example: "validation" },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string", description: "What happened, in words for people" },
    requestId: { type: "string" },
    errors: {
      type: "array",
      description: "For validation problems: which field is wrong and why",
      items: {
        type: "object",
        required: ["field", "message"],
        properties: { field: { type: "string" }, message: { type: "string" } },
      },
    },
    code: { type: "string", enum: Object.values(ErrorCode) },
  },
};

/** `GET /api/clubs/:clubId/members` -> `getClubsClubIdMembers`: stable, unique, camelCase. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split(/[/:_.-]+/)
    .filter(Boolean)
    .map((word) => word.replace(/\*/g, "any"))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join("");
}

function guardsOf(route: TransformInput["route"]): unknown[] {
  const { onRequest } = route as RouteOptions;
  if (!onRequest) return [];
  return Array.isArray(onRequest) ? onRequest : [onRequest];
}

/**
 * Better Auth's routes sit behind one wildcard route: each one the product exposes is described
 * here from the same table the bridge enforces (server/auth/bridge.ts).
 */
function authOperations(): OpenAPIV3.PathsObject {
  const paths: OpenAPIV3.PathsObject = {};
  for (const route of AUTH_ROUTES) {
    const method = route.method.toLowerCase() as "get" | "post";
    const operation: OpenAPIV3.OperationObject = {
      operationId: operationIdOf(route.method, route.path),
      tags: ["auth"],
      summary: route.summary,
      security: [],
      ...(route.body
        ? {
            requestBody: {
              required: route.method === "POST",
              content: {
                "application/json": {
                  schema: z.toJSONSchema(route.body, {
                    target: "openapi-3.0",
                    io: "input",
                  }) as OpenAPIV3.SchemaObject,
                },
              },
            },
          }
        : {}),
      responses: {
        200: { description: "Better Auth's answer (JSON), or a redirect for browser links" },
        400: problemResponse("The request is invalid: `errors` names each field"),
        401: problemResponse("Wrong email or password"),
        ...(route.method === "POST"
          ? { 415: problemResponse("The body is not application/json") }
          : {}),
        429: problemResponse("Too many attempts: see Retry-After"),
        500: problemResponse("Something went wrong on our side (with a request id)"),
        503: problemResponse("The database does not answer: try again shortly"),
      },
    };
    paths[route.path] = { ...paths[route.path], [method]: operation };
  }
  return paths;
}

export async function registerOpenApi(app: FastifyInstance) {
  const withOperationDetails: Transform = (input) => {
    const transformed = jsonSchemaTransform(input);
    const schema = transformed.schema as Record<string, unknown> & {
      response?: Record<string, unknown>;
      tags?: string[];
    };
    const method = [input.route.method].flat()[0] ?? "GET";
    const guards = guardsOf(input.route);
    const signedIn = guards.includes(app.requireUser) || guards.includes(app.requireAdmin);
    const webhook = input.url === "/api/payments/webhook";
    const responses: Record<string, unknown> = { ...schema.response };
    if (!Object.keys(responses).some((status) => status.startsWith("2"))) {
      // Not JSON: a file the route declares (`config.produces`), or the event stream.
      const produces = (input.route.config as { produces?: string } | undefined)?.produces;
      responses[200] = produces
        ? {
            description: `A ${produces} file`,
            content: { [produces]: { schema: { type: "string" } } },
          }
        : {
            description: "A stream of Server-Sent Events",
            content: { "text/event-stream": { schema: { type: "string" } } },
          };
    }
    const add = (status: number, description: string) => {
      responses[status] ??= problemResponse(description);
    };
    add(400, "The request is invalid: `errors` names each field");
    if (signedIn) add(401, "Not signed in");
    if (signedIn) add(403, "Signed in, but not allowed");
    if (input.url.includes(":")) add(404, "No such resource");
    if (method !== "GET") add(409, "The resource's state does not allow it");
    if (method !== "GET") add(415, "The body is not application/json");
    add(429, "Too many requests: see Retry-After");
    add(500, "Something went wrong on our side (with a request id)");
    add(503, "The database does not answer: try again shortly");
    // Creating writes that honour Idempotency-Key (server/lib/idempotency.ts) say so.
    const idempotent = (input.route.config as { idempotent?: boolean } | undefined)?.idempotent;
    const headers = idempotent
      ? {
          headers: {
            type: "object",
            properties: {
              "idempotency-key": {
                type: "string",
                minLength: 1,
                maxLength: 255,
                description:
                  "Any unique value (a UUID): a retry with the same key gets the first answer and writes nothing again",
              },
            },
          },
        }
      : {};
    return {
      ...transformed,
      schema: {
        ...schema,
        ...headers,
        operationId: operationIdOf(method, input.url),
        tags: schema.tags ?? ["system"],
        response: responses,
        ...(signedIn ? { security: [{ sessionCookie: [] }] } : {}),
        ...(webhook ? { security: [{ stripeSignature: [] }] } : {}),
        ...(!signedIn && !webhook ? { security: [] } : {}),
      },
    };
  };

  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Blockvocates API",
        description:
          "Clubs, journeys, missions and memberships of the Blockvocates programme. Errors are " +
          "RFC 9457 problem+json. Writes need this site's Origin header and a JSON body.",
        version: "1.0.0",
        license: { name: "Proprietary", url: `${app.env.BASE_URL}/` },
        contact: { name: "Blockvocates", url: `${app.env.BASE_URL}/` },
      },
      servers: [{ url: app.env.BASE_URL, description: "This server" }],
      tags: TAGS.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: app.env.BASE_URL.startsWith("https:")
              ? "__Secure-better-auth.session_token"
              : "better-auth.session_token",
            description: "The session cookie set by signing in (POST /api/auth/sign-in/email)",
          },
          stripeSignature: {
            type: "apiKey",
            in: "header",
            name: "Stripe-Signature",
            description: "Stripe's signature of the raw body",
          },
        },
        schemas: { Problem: PROBLEM_SCHEMA },
      },
    },
    transform: withOperationDetails,
    transformObject: (document) => {
      if (!("openapiObject" in document)) return document.swaggerObject;
      const { openapiObject } = document;
      return { ...openapiObject, paths: { ...openapiObject.paths, ...authOperations() } };
    },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  // A readable reference, served from this server (no CDN).
  // Sections start closed: with 160 operations, a page that opens them all is long to scroll, and
  // Swagger UI 5 stopped drawing the page after the first two sections when all were open.
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "none" } });
}
