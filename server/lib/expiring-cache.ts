/**
 * Values read from the database in the last few seconds, by key (ADR 019, ADR 023). Whatever
 * could make an entry wrong empties the whole cache at once (see cache-invalidation.ts); a read
 * that began before an emptying is not kept (the generation check); an entry lives `ttlMs` at
 * most, so a lost notice costs seconds. With `ttlMs` 0 nothing is kept.
 */
export class ExpiringCache<Value> {
  private readonly entries = new Map<string, { value: Value; until: number }>();
  private generationCount = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Changes on every emptying: a read that started before one must not be stored. */
  get generation(): number {
    return this.generationCount;
  }

  get(key: string, now: number): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read at `generation` until `until`, unless the cache was emptied since. */
  set(key: string, value: Value, generation: number, until: number) {
    if (generation !== this.generationCount || this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until });
  }

  /** The value under `key`, or `load()`'s, kept for `ttlMs`. */
  async getOrLoad(key: string, load: () => Promise<Value>): Promise<Value> {
    const cached = this.get(key, Date.now());
    if (cached !== undefined) return cached;
    const generation = this.generationCount;
    const value = await load();
    this.set(key, value, generation, Date.now() + this.ttlMs);
    return value;
  }

  clear() {
    this.generationCount += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
