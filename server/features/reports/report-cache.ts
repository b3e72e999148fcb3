/**
 * The admins' programme reports a process worked out, kept `ttlMs` per key (period and region;
 * ADR 052). At 100,000 members one takes about a second of the database's time; operators open
 * the page, narrow it to a region and download its CSV within a minute or two, and each of those
 * asks for the same figures. A reading that is already under way is shared, not started again, so
 * several admins opening the page at once cost one.
 */
export class ReportCache<Report> {
  private readonly entries = new Map<string, { report: Promise<Report>; until: number }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 64,
  ) {}

  /** The report under `key` if it was worked out less than `ttlMs` before `now`, else `work()`'s. */
  read(key: string, now: number, work: () => Promise<Report>): Promise<Report> {
    if (this.ttlMs <= 0) return work();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.report;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const report = work();
    this.entries.set(key, { report, until: now + this.ttlMs });
    // A reading that failed is not kept: the next request tries again.
    report.catch(() => {
      if (this.entries.get(key)?.report === report) this.entries.delete(key);
    });
    return report;
  }
}
