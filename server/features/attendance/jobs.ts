import { type FeatureJobs, startSweep } from "../../jobs/feature-jobs.ts";
import { DEVICE_MARK_DAYS } from "./device-mark.ts";
import { clearDeviceMarksBefore } from "./repository.ts";

/** The sweep that forgets check-ins' device marks after DEVICE_MARK_DAYS (ADR 042). */
export const DEVICE_MARK_QUEUE = "attendance-device-marks";
/** Once a day: a mark is kept at most a day longer than promised. */
export const DEVICE_MARK_SWEEP_SECONDS = 86_400;
const DAY_MS = 86_400_000;

export const attendanceJobs: FeatureJobs = {
  name: "attendance",
  async start(context) {
    if (!context.sweeps) return;
    await startSweep(
      context,
      DEVICE_MARK_QUEUE,
      context.sweepSeconds(DEVICE_MARK_SWEEP_SECONDS),
      async () => {
        const before = new Date(context.clock.now().getTime() - DEVICE_MARK_DAYS * DAY_MS);
        const cleared = await clearDeviceMarksBefore(context.db, before);
        if (cleared > 0) context.log.info({ cleared }, "check-in device marks cleared");
      },
    );
  },
};
