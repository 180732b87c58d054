/**
 * A small cache whose entries expire a fixed time after they were stored (the popup picker's
 * report data: SPEC §9 "cache for popup data 30 s"). The clock is injected so tests move time
 * instead of waiting; a bounded size keeps a long session's many searches from piling up.
 */
export type Clock = () => number;

export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: Clock = () => Date.now(),
    private readonly maxEntries = 200,
  ) {}

  /** The value stored under key less than ttlMs ago, else undefined (an expired entry is dropped). */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    // A Map iterates in insertion order: the first key is the oldest entry.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Removes key only while it still holds value (a later answer stored meanwhile stays). */
  deleteIf(key: string, value: V): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}
