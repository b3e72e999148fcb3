import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { badRequest, forbidden } from "../lib/errors.ts";

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Routes called by other servers rather than by our pages (signed, so no Origin check): the
 * payment provider's webhook, and one-click unsubscribe, which mail providers POST (RFC 8058)
 * with the signed token of the email's link.
 */
const SERVER_TO_SERVER_ROUTES = ["/api/payments/webhook", "/api/email/unsubscribe"];

/** True when a parsed JSON body holds a NUL character anywhere (PostgreSQL cannot store it). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNul(item, depth + 1)) return true;
  }
  return false;
}

export async function registerSecurity(app: FastifyInstance) {
  const baseUrl = new URL(app.env.BASE_URL);
  const https = baseUrl.protocol === "https:";

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https://i.ytimg.com"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["https://www.youtube-nocookie.com"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });

  // Text with NUL characters cannot be stored: refused up front, for every route, with a 400.
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw badRequest("Text must not contain NUL characters.");
    }
  });

  // Cross-site writes are refused: every state-changing request needs this app's own Origin
  // (browsers always send it on such requests). The decision does not look at the path at all,
  // so no encoding of it (`/%61pi/...`, `/api/./x`) can step around it; the one exception is the
  // route the router matched for the payment provider's signed webhook.
  app.addHook("onRequest", async (request) => {
    if (!MUTATING_METHODS.has(request.method)) return;
    if (request.routeOptions.url && SERVER_TO_SERVER_ROUTES.includes(request.routeOptions.url))
      return;
    if (request.headers.origin !== baseUrl.origin) {
      throw forbidden(
        request.headers.origin === undefined
          ? "Cross-site request refused: this request has no Origin header."
          : "Cross-site request refused: the Origin header does not match this app.",
      );
    }
  });
}
