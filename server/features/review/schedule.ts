import type { FastifyInstance } from "fastify";
import { reviewSettingsOf, runReviewSweep } from "./service.ts";

/**
 * Runs the review sweep every REVIEW_SWEEP_INTERVAL_MINUTES while the app is up (first once it is
 * ready), and stops when it closes. The sweep is safe to run from several processes at once.
 */
export function scheduleReviewSweeps(app: FastifyInstance) {
  const settings = reviewSettingsOf(app.env);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = runReviewSweep(app.database.db, app.clock, settings)
      .then((result) => {
        if (result.digests > 0 || result.escalated > 0) app.log.info(result, "review sweep");
      })
      .catch((error: unknown) => app.log.error({ err: error }, "review sweep failed"))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, app.env.REVIEW_SWEEP_INTERVAL_MINUTES * 60_000);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
