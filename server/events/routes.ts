import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ErrorCode } from "../../contract/common.ts";
import type { SessionUser } from "../auth/session.ts";
import { SESSION_CHANGES_CHANNEL } from "../auth/session-cache.ts";
import { sessionCookieName, verifiedSessionToken } from "../auth/session-cookie.ts";
import { AppError } from "../lib/errors.ts";
import { userOf } from "../plugins/guards.ts";
import { EventBus, type UserEvent } from "./bus.ts";
import { SessionWatch, type WatchedStream } from "./session-watch.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Live events per user (Server-Sent Events fed by LISTEN/NOTIFY). */
    events: EventBus;
  }
}

export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
const MAX_EVENT_ID_LENGTH = 100;
/** When the process is full, how long a client should wait before opening a stream again. */
export const STREAMS_FULL_RETRY_AFTER_S = 30;
/** A stream closed for a newer one of the same user: its browser waits this long to reconnect. */
export const REPLACED_RETRY_MS = 60_000;

/** One open stream, as the caps see it. */
interface OpenStream {
  userId: string;
  raw: ServerResponse;
}

/** The last words of a stream that ends on the server's side: why, and when to try again. */
function closingFrame(retryMs: number, reason: string, detail: string): string {
  return `retry: ${retryMs}\nevent: stream-closed\ndata: ${JSON.stringify({ reason, detail })}\n\n`;
}

function frame(event: UserEvent): string {
  const id = event.id ? `id: ${event.id}\n` : "";
  return `${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function lastEventIdOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.length > MAX_EVENT_ID_LENGTH) return undefined;
  return value;
}

function streamHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = typeof value === "number" ? String(value) : value;
  }
  return {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    // no-transform: proxies and compression must pass each event through as it is written.
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  };
}

/**
 * `GET /api/events`: the signed-in user's own events as Server-Sent Events, with heartbeats and
 * replay after `Last-Event-ID`. Registered on the root instance so features can publish and
 * add replay sources through `app.events`.
 */
export async function registerEvents(app: FastifyInstance, options: { heartbeatMs?: number } = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const maxStreams = app.env.EVENT_STREAMS_MAX;
  const streamsPerUser = app.env.EVENT_STREAMS_PER_USER;
  const bus = new EventBus(app.database);
  app.decorate("events", bus);
  const open = new Set<OpenStream>();
  // Each user's open streams, oldest first.
  const byUser = new Map<string, OpenStream[]>();
  // Streams being set up count against the process cap too.
  let opening = 0;
  app.decorate("openEventStreams", () => open.size);

  const forget = (stream: OpenStream) => {
    open.delete(stream);
    const list = byUser.get(stream.userId)?.filter((other) => other !== stream) ?? [];
    if (list.length > 0) byUser.set(stream.userId, list);
    else byUser.delete(stream.userId);
  };

  /** Makes room for one more stream of this user: their oldest ones end, with a retry hint. */
  const makeRoomFor = (userId: string) => {
    const list = byUser.get(userId) ?? [];
    for (const oldest of list.slice(0, Math.max(0, list.length - streamsPerUser + 1))) {
      forget(oldest);
      if (!oldest.raw.writableEnded && !oldest.raw.destroyed) {
        oldest.raw.end(
          closingFrame(
            REPLACED_RETRY_MS,
            "too-many-streams",
            `At most ${streamsPerUser} open streams per user: this, the oldest, was closed.`,
          ),
        );
      }
    }
  };

  // Streams never end by themselves: end them so closing the server does not wait on them.
  app.addHook("preClose", async () => {
    for (const stream of open) stream.raw.end();
  });

  // Each stream belongs to its session: it ends when the session does (issue 27), told by the
  // database's notice of session and user changes, from whichever process made them.
  const sessionWatch = new SessionWatch(app.database.db, app.clock, (error) =>
    app.log.warn({ err: error }, "event streams: their sessions could not be read"),
  );
  const cookieName = sessionCookieName(app.env.BASE_URL.startsWith("https:"));
  let stopWatching: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stopWatching = await app.database.listen(SESSION_CHANGES_CHANNEL, {
      onNotify: () => sessionWatch.changed(),
      onReconnect: () => sessionWatch.changed(),
    });
    sessionWatch.start();
  });
  app.addHook("onClose", async () => {
    sessionWatch.stop();
    await stopWatching?.();
  });

  app.get(
    "/api/events",
    {
      // The session is checked here, before the handler hijacks the reply (hooks stop then).
      onRequest: app.requireUser,
      // Compression would buffer the stream.
      compress: false,
      schema: {
        tags: ["events"],
        summary: "The signed-in user's live events (text/event-stream; Last-Event-ID replays)",
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      if (open.size + opening >= maxStreams) {
        reply.header("retry-after", String(STREAMS_FULL_RETRY_AFTER_S));
        throw new AppError(
          ErrorCode.serviceBusy,
          `This server holds its maximum of ${maxStreams} event streams: try again later.`,
        );
      }
      opening++;
      try {
        await openStream(request, reply, user);
      } finally {
        opening--;
      }
    },
  );

  /** The session token of a request the guard let through (its cookie is signed and valid). */
  function sessionTokenOf(request: FastifyRequest): string {
    const secret = app.env.AUTH_SECRET ?? "";
    return verifiedSessionToken(request.headers.cookie, cookieName, secret) ?? "";
  }

  async function openStream(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
    const lastEventId = lastEventIdOf(request.headers["last-event-id"]);
    const sentIds = new Set<string>();
    let raw: ServerResponse | undefined;
    const backlog: UserEvent[] = [];

    const send = (event: UserEvent) => {
      if (!raw) {
        backlog.push(event);
        return;
      }
      if (raw.writableEnded || raw.destroyed) return;
      if (event.id) {
        if (sentIds.has(event.id)) return;
        sentIds.add(event.id);
      }
      raw.write(frame(event));
    };
    // Event ids start with the time (ms) of the change: after a gap, replay from the last
    // one seen, or from when this stream opened.
    let latestId = lastEventId ?? `${Date.now()}.0`;
    const replay = async (after: string) => {
      for (const event of await bus.replay(user.id, after)) send(event);
    };

    // Listen first, then read what was missed: an event committed in between arrives twice
    // at most (dropped by its id), never zero times.
    const unsubscribe = await bus.subscribe(user.id, {
      onEvent: (event) => {
        if (event.id) latestId = event.id;
        send(event);
      },
      onGap: () => {
        // Whatever could not be replayed, the screen reads again: it is told to resync.
        void replay(latestId)
          .catch(() => {})
          .finally(() => send({ event: "resync", data: { reason: "gap" } }));
      },
    });
    let missed: UserEvent[] = [];
    try {
      if (lastEventId) missed = await bus.replay(user.id, lastEventId);
    } catch (error) {
      await unsubscribe();
      throw error;
    }

    reply.hijack();
    raw = reply.raw;
    raw.writeHead(200, streamHeaders(reply));
    raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    for (const event of [...missed, ...backlog.splice(0)]) send(event);
    makeRoomFor(user.id);
    const stream: OpenStream = { userId: user.id, raw };
    open.add(stream);
    byUser.set(user.id, [...(byUser.get(user.id) ?? []), stream]);

    const heartbeat = setInterval(() => {
      if (raw && !raw.writableEnded && !raw.destroyed) raw.write(": heartbeat\n\n");
    }, heartbeatMs);
    const watched: WatchedStream = {
      token: sessionTokenOf(request),
      end: () => {
        if (!raw || raw.writableEnded || raw.destroyed) return;
        raw.end(closingFrame(RETRY_MS, "session-ended", "The session ended: sign in again."));
      },
    };
    sessionWatch.add(watched);
    const release = () => {
      clearInterval(heartbeat);
      sessionWatch.remove(watched);
      forget(stream);
      unsubscribe().catch((error: unknown) =>
        request.log.warn({ err: error }, "event stream listener release failed"),
      );
    };
    raw.on("close", release);
    if (raw.destroyed || request.raw.destroyed) release();
    request.log.debug({ userId: user.id }, "event stream opened");
  }
}
