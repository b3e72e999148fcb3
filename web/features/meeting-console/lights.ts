import { GRACE_SECONDS, type Timer } from "../../../contract/meeting-console.ts";

/** A timing light: none yet, green, yellow, red, or over time (past red and its grace). */
export type Light = "none" | "green" | "yellow" | "red" | "over";

export interface LightTimes {
  green: number;
  yellow: number;
  red: number;
}

/**
 * The light after `elapsed` whole seconds: green from `green` on, yellow from `yellow`, red from
 * `red`, and over time once more than GRACE_SECONDS have passed after red (at red + 30 s exactly
 * it is still red: the grace is 30 s long).
 */
export function lightAt(elapsed: number, times: LightTimes): Light {
  if (elapsed > times.red + GRACE_SECONDS) return "over";
  if (elapsed >= times.red) return "red";
  if (elapsed >= times.yellow) return "yellow";
  if (elapsed >= times.green) return "green";
  return "none";
}

/**
 * The phone's clock corrected to the server's: `serverNow` (when the state was read) minus the
 * phone's clock when it arrived. Added to `Date.now()` it gives the server's time, so every
 * screen derives the same light whatever its own clock says.
 */
export const clockOffsetOf = (serverNow: string, receivedAt: number) =>
  Date.parse(serverNow) - receivedAt;

/** Whole seconds the timer has run at `serverTime` (its stop time once stopped), never below 0. */
export function elapsedSeconds(
  timer: Pick<Timer, "startedAt" | "stoppedAt">,
  serverTime: number,
): number {
  const end = timer.stoppedAt ? Date.parse(timer.stoppedAt) : serverTime;
  return Math.max(0, Math.floor((end - Date.parse(timer.startedAt)) / 1000));
}
