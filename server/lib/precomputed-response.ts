import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A response body that never changes while the process runs (built-in content, prerendered
 * pages), prepared once: its bytes, its compressed forms and its ETag. Sending it costs no
 * serialisation, no compression and no UTF-8 encoding; a client holding it gets a 304.
 */
export interface PrecomputedBody {
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export function precompute(body: string | Buffer, contentType: string): PrecomputedBody {
  const identity = typeof body === "string" ? Buffer.from(body) : body;
  return {
    contentType,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

export const precomputeJson = (value: unknown) =>
  precompute(JSON.stringify(value), "application/json; charset=utf-8");

/** The request headers a body in the reader's language depends on (server/lib/i18n.ts). */
export const VARY_BY_LANGUAGE = "accept-encoding, accept-language, cookie";

/** True when the request's If-None-Match names this ETag (or is `*`). */
function clientHolds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The best encoding the client accepts (brotli, then gzip), or none. */
function encodingFor(request: FastifyRequest): "br" | "gzip" | undefined {
  const accepted = request.headers["accept-encoding"];
  if (!accepted) return undefined;
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/**
 * Sends a precomputed body: 304 when the client holds it, else the best encoding it accepts.
 * `vary`: the request headers the choice of body depends on (a page's language: its cookie and
 * Accept-Language, ADR 020).
 */
export function sendPrecomputed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecomputedBody,
  cacheControl: string,
  vary = "accept-encoding",
): FastifyReply {
  reply.header("cache-control", cacheControl).header("etag", body.etag).header("vary", vary);
  if (clientHolds(request, body.etag)) return reply.code(304).send();
  const encoding = encodingFor(request);
  reply.type(body.contentType);
  if (!encoding) return reply.send(body.identity);
  return reply.header("content-encoding", encoding).send(encoding === "br" ? body.br : body.gzip);
}
