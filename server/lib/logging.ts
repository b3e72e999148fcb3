import type { FastifyServerOptions } from "fastify";
import type { Env } from "../env.ts";

/**
 * The server's log: JSON lines (one object a line, for a log collector), except in development
 * at a terminal, where pino-pretty prints readable, coloured lines.
 */
export function loggerOptions(
  env: Pick<Env, "NODE_ENV" | "LOG_LEVEL">,
  output: { isTTY?: boolean } = process.stdout,
): NonNullable<FastifyServerOptions["logger"]> {
  if (env.NODE_ENV === "development" && output.isTTY) {
    return {
      level: env.LOG_LEVEL,
      transport: {
        target: "pino-pretty",
        options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: false },
      },
    };
  }
  return { level: env.LOG_LEVEL };
}
