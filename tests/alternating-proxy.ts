import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A load balancer in miniature: an HTTP proxy that sends each request to the next upstream in
 * turn (round robin) and remembers which one answered it. Streams (SSE) pass through as written.
 */
export async function startAlternatingProxy(upstreams: string[], port = 0) {
  let next = 0;
  /** The upstream index that answered each request, in order. */
  const servedBy: number[] = [];
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    servedBy.push(index);
    const target = new URL(request.url ?? "/", upstreams[index]);
    const upstream = http.request(
      target,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // The client went away (an SSE reader closing): end the upstream request too.
    response.on("close", () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    servedBy,
    /** The upstream that will answer the next request. */
    get nextUpstream() {
      return next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
