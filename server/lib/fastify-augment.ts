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
    /**
     * A read whose statements find their rows by key (the reader's own records, a club's
     * meetings): its repeated statements are prepared, as a write's are (ADR 066).
     */
    preparedReads?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user's id, once the session has been read; for log lines. */
    userId?: string;
  }
}
