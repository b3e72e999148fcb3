import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logging.ts";

describe("loggerOptions", () => {
  it("prints readable lines (pino-pretty) only in development at a terminal", () => {
    expect(loggerOptions({ NODE_ENV: "development", LOG_LEVEL: "debug" }, { isTTY: true })).toEqual(
      {
        level: "debug",
        transport: expect.objectContaining({ target: "pino-pretty" }),
      },
    );
  });

  it.each([
    ["production", true],
    ["production", false],
    ["development", false],
    ["test", true],
  ] as const)("writes JSON lines in %s (terminal: %s)", (nodeEnv, isTTY) => {
    expect(loggerOptions({ NODE_ENV: nodeEnv, LOG_LEVEL: "info" }, { isTTY })).toEqual({
      level: "info",
    });
  });
});
