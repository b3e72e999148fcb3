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
  /** Compressed when first asked for, then kept. */
  readonly gzip: Buffer;
  /** Compressed when first asked for, then kept. */
  readonly br: Buffer;
  etag: string;
}

/**
 * How hard to compress: `max` for what is prepared once at start (the smallest bytes), `fast` for
 * what is prepared again every few seconds (a cached page of the club directory: well under a
 * millisecond for a few kilobytes, where brotli's highest quality takes several).
 */
export type CompressionEffort = "max" | "fast";

/**
 * A body's compressed forms are made on first use: brotli at its highest quality takes several
 * milliseconds a page, and making every prerendered page's at start cost the server ~1 s of
 * start-up on a quiet machine (~4 s on a loaded one) for pages a process may never send.
 */
class LazyBody implements PrecomputedBody {
  private compressed: { gzip?: Buffer; br?: Buffer } = {};
  readonly etag: string;

  constructor(
    readonly identity: Buffer,
    readonly contentType: string,
    private readonly effort: CompressionEffort,
  ) {
    this.etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  }

  get gzip(): Buffer {
    this.compressed.gzip ??= gzipSync(this.identity, { level: this.effort === "max" ? 9 : 6 });
    return this.compressed.gzip;
  }

  get br(): Buffer {
    const quality = this.effort === "max" ? constants.BROTLI_MAX_QUALITY : 5;
    this.compressed.br ??= brotliCompressSync(this.identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality },
    });
    return this.compressed.br;
  }
}

export function precompute(
  body: string | Buffer,
  contentType: string,
  effort: CompressionEffort = "max",
): PrecomputedBody {
  return new LazyBody(typeof body === "string" ? Buffer.from(body) : body, contentType, effort);
}

export const precomputeJson = (value: unknown, effort: CompressionEffort = "max") =>
  precompute(JSON.stringify(value), "application/json; charset=utf-8", effort);

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
  if (reply.statusCode === 200 && clientHolds(request, body.etag)) return reply.code(304).send();
  const encoding = encodingFor(request);
  reply.type(body.contentType);
  if (!encoding) return reply.send(body.identity);
  return reply.header("content-encoding", encoding).send(encoding === "br" ? body.br : body.gzip);
}
