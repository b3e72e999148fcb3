import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { RequestLog, requestLogLevel } from "./request-log.ts";

describe("the request log", () => {
  it("logs by outcome: server errors, slow requests, client errors, the rest at debug", () => {
    expect(requestLogLevel(503, 3, 500)).toBe("error");
    expect(requestLogLevel(200, 800, 500)).toBe("warn");
    expect(requestLogLevel(404, 3, 500)).toBe("info");
    expect(requestLogLevel(200, 3, 500)).toBe("debug");
  });

  it("writes one line for a failed or slow request and none for a quick success at info", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) {
          lines.push(JSON.parse(line));
        }
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream }, logController: new RequestLog(50) });
    app.get("/ok", async () => ({ ok: true }));
    app.get("/slow", async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      return { ok: true };
    });
    app.get("/broken", async (_request, reply) => reply.code(502).send({ broken: true }));
    await app.inject("/ok");
    await app.inject("/slow");
    await app.inject("/broken");
    await app.close();
    const requestLines = lines.filter((line) => line.responseTime !== undefined);
    expect(requestLines.map((line) => [line.msg, (line.req as { url: string }).url])).toEqual([
      ["slow request", "/slow"],
      ["request failed", "/broken"],
    ]);
    expect(requestLines.every((line) => typeof line.reqId === "string")).toBe(true);
  });
});
