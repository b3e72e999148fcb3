import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import { validationError } from "./errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route honours Idempotency-Key (documented in the OpenAPI document). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** How long a key's first answer is kept (and a retry with it gets that answer). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Visible ASCII, 1 to 255 characters (a UUID is the usual choice). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!KEY_FORMAT.test(value)) {
    const message = "must be 1 to 255 visible ASCII characters (a UUID, say)";
    throw validationError([{ path: ["Idempotency-Key"], message }], "headers");
  }
  return value;
}

function fingerprintOf(request: FastifyRequest): string {
  const path = request.url.split("?")[0];
  return createHash("sha256")
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest("hex");
}

type Outcome<T> =
  | { replayed: false; result: T }
  | { replayed: true; status: number; body: unknown };

/**
 * Runs a creating write that honours an `Idempotency-Key` header, and sends its answer. Without
 * the header the write simply runs. With it, the key (per user) is claimed in the transaction
 * that runs the write, and the answer stored there too: the key exists exactly when the write
 * committed. A retry with the same key gets the first answer (`Idempotent-Replayed: true`) and
 * writes nothing; a concurrent one waits for the first to finish, then does the same. A refused
 * or failed write stores nothing, so its retry runs again. The same key for another request
 * (another path or body) is refused with 400.
 *
 * `write` gets the transaction as its database: its own transactions become savepoints.
 */
export async function sendIdempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Database; userId: string; status: number },
  write: (db: Database) => Promise<T>,
): Promise<FastifyReply> {
  const { db, userId, status } = options;
  const key = keyOf(request);
  if (key === undefined) return reply.code(status).send(await write(db));

  const fingerprint = fingerprintOf(request);
  const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS)),
        ),
      );
    // Waits while another request holds the same key uncommitted; nothing when it committed.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, statusCode: status })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first) throw new Error("idempotency key vanished while being read");
      if (first.fingerprint !== fingerprint) {
        const message = "was already used for another request: send a new key";
        throw validationError([{ path: ["Idempotency-Key"], message }], "headers");
      }
      return { replayed: true, status: first.statusCode, body: first.response };
    }
    const result = await write(tx as unknown as Database);
    await tx
      .update(idempotencyKeys)
      .set({ response: result ?? null })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { replayed: false, result };
  });
  if (!outcome.replayed) return reply.code(status).send(outcome.result);
  reply.header("idempotent-replayed", "true");
  return reply.code(outcome.status).send(outcome.body);
}
