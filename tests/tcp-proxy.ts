import net from "node:net";

/**
 * A loopback TCP proxy in front of the database that can fail the ways networks do: cut (the
 * database "goes down" and comes back), black-hole the connections open now (the peer vanished
 * without a word, as after a failover or a NAT timeout, while new connections work), and delay
 * every packet (a slow but working database).
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** The connections open now stop passing bytes, silently and for good; new ones work. */
  blackHoleOpenConnections(): void;
  /** Every chunk, both ways, waits this long before it is passed on (0: no delay). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket;
  blackHoled: boolean;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const links = new Set<Link>();
  let server: net.Server | undefined;
  let port = 0;
  let delayMs = 0;

  const forward = (link: Link, from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (link.blackHoled) return;
      const pass = () => {
        if (!link.blackHoled && !to.destroyed) to.write(chunk);
      };
      if (delayMs > 0) setTimeout(pass, delayMs);
      else pass();
    });
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        const link: Link = { client, upstream, blackHoled: false };
        links.add(link);
        const end = () => {
          client.destroy();
          upstream.destroy();
          links.delete(link);
        };
        for (const socket of [client, upstream]) {
          socket.on("error", end);
          // A black-holed link says nothing, not even goodbye.
          socket.on("end", () => {
            if (!link.blackHoled) end();
          });
        }
        forward(link, client, upstream);
        forward(link, upstream, client);
      });
      server.listen(port, "127.0.0.1", () => {
        const address = (server as net.Server).address();
        if (address && typeof address === "object") port = address.port;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const link of links) {
        link.client.destroy();
        link.upstream.destroy();
      }
      links.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    blackHoleOpenConnections() {
      for (const link of links) link.blackHoled = true;
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: stop,
  };
}
