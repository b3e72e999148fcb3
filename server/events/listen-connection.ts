import type pg from "pg";

// ---- LISTEN/NOTIFY ------------------------------------------------------------------------
// PGlite delivers notifications in-process. PostgreSQL needs one dedicated connection per
// process (a pooled one would drop its LISTENs when returned): opened on first use, channels
// counted so the last listener's stop UNLISTENs, re-established after a drop. A connection
// whose peer went silent reports nothing by itself, so a periodic round trip proves it alive;
// past the query deadline it is destroyed and re-established, and every listener is told to
// replay what it may have missed.
//
// The database handle (`server/db/client.ts`) offers this as its `listen`: it hands over how a
// connection is opened (with its keepalive and query deadline) and ended at once, so this module
// needs nothing from `server/db`.

export interface ChannelListener {
  onNotify(payload: string): void;
  /** The listening connection was re-established: notifications in between may be lost. */
  onReconnect?(): void;
}

export const DEFAULT_LISTENER_CHECK_MS = 10_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_DELAY_MS = 1_000;

export function assertChannelName(channel: string) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

export interface ListenConnectionOptions {
  /** A new, unconnected client with the pool's keepalive and query deadline. */
  newClient(): pg.Client;
  /** Ends the client's connection at once (no goodbye to a peer that no longer answers). */
  destroy(client: pg.Client): void;
  /** How often the listening connection proves it still answers (a round trip). */
  checkMs: number;
}

export interface ListenConnection {
  /** Resolves once listening, with the function that stops. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createListenConnection(options: ListenConnectionOptions): ListenConnection {
  const channels = new Map<string, Set<ChannelListener>>();
  let connection: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  // One statement at a time on the listening connection (pg deprecates concurrent
  // client.query): LISTEN, UNLISTEN and the health check queue here.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };

  const notifyReconnected = () => {
    for (const set of channels.values()) for (const listener of set) listener.onReconnect?.();
  };

  const droppedClients = new WeakSet<pg.Client>();
  const dropped = (client: pg.Client) => {
    // Once per client: a late error or health check of an old client must not drop the new one.
    if (droppedClients.has(client)) return;
    droppedClients.add(client);
    client.removeAllListeners();
    client.on("error", () => {});
    options.destroy(client);
    client.end().catch(() => {});
    if (checkTimer) clearInterval(checkTimer);
    checkTimer = undefined;
    connection = undefined;
    if (closed || channels.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed || channels.size === 0) return;
      connect().then(notifyReconnected, () => {});
    }, RECONNECT_DELAY_MS);
    retryTimer.unref();
  };

  const startHealthCheck = (client: pg.Client) => {
    checkTimer = setInterval(() => {
      // A late answer destroys the connection (the query deadline), which drops and reconnects.
      serialised(() => client.query("select 1")).catch(() => dropped(client));
    }, options.checkMs);
    checkTimer.unref();
  };

  const connect = (): Promise<pg.Client> => {
    connection ??= (async () => {
      const client = options.newClient();
      client.on("notification", (message) => {
        for (const listener of channels.get(message.channel) ?? []) {
          listener.onNotify(message.payload ?? "");
        }
      });
      client.on("error", () => dropped(client));
      client.on("end", () => {
        if (!closed) dropped(client);
      });
      try {
        await client.connect();
        for (const channel of channels.keys()) {
          await serialised(() => client.query(`LISTEN ${channel}`));
        }
      } catch (error) {
        dropped(client);
        throw error;
      }
      startHealthCheck(client);
      return client;
    })();
    return connection;
  };

  return {
    async listen(channel, listener) {
      assertChannelName(channel);
      let set = channels.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(listener);
      try {
        const client = await connect();
        if (first) await serialised(() => client.query(`LISTEN ${channel}`));
      } catch (error) {
        set.delete(listener);
        if (set.size === 0) channels.delete(channel);
        throw error;
      }
      let stopped = false;
      return async () => {
        if (stopped) return;
        stopped = true;
        const current = channels.get(channel);
        current?.delete(listener);
        if (!current || current.size > 0) return;
        channels.delete(channel);
        if (!connection || closed) return;
        const client = await connection.catch(() => undefined);
        // A new listener may have arrived while waiting; it issued its own LISTEN.
        await serialised(async () => {
          if (client && !channels.has(channel)) await client.query(`UNLISTEN ${channel}`);
        }).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (checkTimer) clearInterval(checkTimer);
      const pending = connection;
      connection = undefined;
      channels.clear();
      const client = await pending?.catch(() => undefined);
      await client?.end().catch(() => {});
    },
  };
}
