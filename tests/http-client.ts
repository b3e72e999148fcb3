import { createServer } from "node:net";

async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "0.0.0.0", () => resolve(true));
  });
  if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  return listening;
}

/**
 * A free port, for a server whose own URL must be known before it listens. It is drawn below Linux's ephemeral range
 * (32768-60999): a port the kernel handed out for `listen(0)` is also one it may hand to the
 * next outgoing connection (hundreds of them while the suite runs), and the server's own
 * `listen` then fails with EADDRINUSE, as it once did in CI.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error("no free port between 20000 and 32000");
}

/** The cookies one origin set, as a browser would keep them (paths and expiry simplified). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", setting = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(setting) <= 0;
        if (key.toLowerCase() === "expires") return new Date(setting).getTime() <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string) {
    return [...this.cookies.keys()].some((key) => key.includes(name));
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export interface SendOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One request without following redirects; the jar sends and keeps the cookies. */
export async function send(url: string | URL, jar: CookieJar, options: SendOptions = {}) {
  const headers = new Headers(options.headers);
  const cookie = jar.header();
  if (cookie) headers.set("cookie", cookie);
  let body: string | undefined;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(url, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    redirect: "manual",
  });
  jar.store(response);
  return response;
}

/** Where a redirect points, resolved against the URL that answered it. */
export function locationOf(response: Response, from: string | URL): URL {
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location) {
    throw new Error(`expected a redirect from ${from}, got ${response.status}`);
  }
  return new URL(location, from);
}
