import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

/** One Server-Sent Events block as received: its fields by name, comments apart. */
export interface SseBlock {
  fields: Record<string, string>;
  comments: string[];
}

/** Listens on a free loopback port (streams need real HTTP, not inject) and returns the URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Polls until `check` holds (every 20 ms, at most `withinMs`). */
export async function eventually<T>(
  check: () => T | undefined | false,
  what: string,
  withinMs = 10_000,
): Promise<T> {
  const giveUp = Date.now() + withinMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > giveUp) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * `GET /api/events` read block by block. `ended` turns true when the server ends the stream;
 * `close()` is the client going away.
 */
export async function readEventStream(
  baseUrl: string,
  cookie: string,
  headers: Record<string, string> = {},
) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, accept: "text/event-stream", ...headers },
    signal: abort.signal,
  });
  const blocks: SseBlock[] = [];
  const state = { ended: false };
  const decoder = new TextDecoder();
  let pending = "";
  const consume = (text: string) => {
    pending += text;
    const parts = pending.split("\n\n");
    pending = parts.pop() ?? "";
    for (const part of parts) {
      const block: SseBlock = { fields: {}, comments: [] };
      for (const line of part.split("\n")) {
        if (line.startsWith(":")) block.comments.push(line.slice(1).trim());
        else {
          const colon = line.indexOf(":");
          if (colon > 0) block.fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
        }
      }
      blocks.push(block);
    }
  };
  if (response.ok && response.body) {
    void (async () => {
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      try {
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          consume(decoder.decode(read.value, { stream: true }));
        }
      } catch {
        // The client closed it.
      }
      state.ended = true;
    })();
  }
  return {
    response,
    blocks,
    get ended() {
      return state.ended;
    },
    named: (event: string) => blocks.filter((block) => block.fields.event === event),
    connected: () =>
      eventually(
        () => blocks.some((block) => block.comments.includes("connected")),
        "the stream to connect",
      ),
    close: () => abort.abort(),
  };
}
