import type { DatabaseHandle } from "../db/client.ts";
import type { Env } from "../env.ts";

declare module "fastify" {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
  }
  interface FastifyContextConfig {
    /** A route that answers a file, not JSON: its media type, for the OpenAPI document. */
    produces?: string;
  }
  interface FastifyRequest {
    /** The signed-in user's id, once the session has been read; for log lines. */
    userId?: string;
  }
}
