/**
 * Where a club is (issue 39): clubs have no region column; a club's region is the last
 * comma-separated part of its location, folded (`Kochi, Kerala` -> `kerala`, `Muscat, Oman` ->
 * `oman`). The one place that says so: the rewards feature's abuse signals and the reports use it.
 */

/** The programme's regions the reports name (an online club is `global`). */
export const PROGRAMME_REGIONS = ["kerala", "oman", "global"] as const;
export type ProgrammeRegion = (typeof PROGRAMME_REGIONS)[number];

/** A location's region: its last comma-separated part, trimmed and in lower case; `-` for none. */
export function regionOf(location: string): string {
  const last = location.split(",").at(-1)?.trim().toLocaleLowerCase("en") ?? "";
  return last === "" ? "-" : last;
}

/**
 * A club's region for the reports: `global` for an online club (or one whose location says
 * `online`), else its location's region (`kerala`, `oman`, or whatever else its location names).
 */
export function clubRegionOf(club: { location: string; meetingFormat: string }): string {
  const region = regionOf(club.location);
  return club.meetingFormat === "online" || region === "online" || region === "-"
    ? "global"
    : region;
}
