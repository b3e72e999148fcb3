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

/**
 * The security headers of every response, computed once (helmet rebuilt them on every request,
 * the largest single cost of a cached read: ADR 019). Kept: what protects a browser today. Left
 * out: headers for retired browsers and plug-ins (X-Download-Options, X-XSS-Protection,
 * X-Permitted-Cross-Domain-Policies) and X-DNS-Prefetch-Control, a performance hint.
 */
export function securityHeaders(baseUrl: URL): Record<string, string> {
  const https = baseUrl.protocol === "https:";
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine sets CSS variables through style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker and the web app manifest (ADR 043): this origin's only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join(";");
  return {
    "content-security-policy": contentSecurityPolicy,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

export async function registerSecurity(app: FastifyInstance) {
  const baseUrl = new URL(app.env.BASE_URL);
  const headers = Object.entries(securityHeaders(baseUrl));
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });

  // Text with NUL characters cannot be stored: refused up front, for every route, with a 400.
  // Callback hooks, not async ones: every request runs them, and an async hook costs a promise
  // and a turn of the microtask queue each (issue 40: the public reads pay for every hook).
  app.addHook("preValidation", (request, _reply, done) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      done(badRequest("Text must not contain NUL characters."));
      return;
    }
    done();
  });

  // Cross-site writes are refused: every state-changing request needs this app's own Origin
  // (browsers always send it on such requests). The decision does not look at the path at all,
  // so no encoding of it (`/%61pi/...`, `/api/./x`) can step around it; the one exception is the
  // route the router matched for the payment provider's signed webhook.
  app.addHook("onRequest", (request, _reply, done) => {
    if (
      !MUTATING_METHODS.has(request.method) ||
      (request.routeOptions.url && SERVER_TO_SERVER_ROUTES.includes(request.routeOptions.url)) ||
      request.headers.origin === baseUrl.origin
    ) {
      done();
      return;
    }
    done(
      forbidden(
        request.headers.origin === undefined
          ? "Cross-site request refused: this request has no Origin header."
          : "Cross-site request refused: the Origin header does not match this app.",
      ),
    );
  });
}
