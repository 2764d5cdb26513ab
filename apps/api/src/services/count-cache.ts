/**
 * Totals of paged lists (how many news match), kept so a page read does not count the whole
 * table (issue 13). Dropped on every content event; `ttlMs` bounds what a change that
 * announces nothing (an article whose publication time arrives) can leave stale: only the
 * number of pages, never the rows.
 */
export interface CountCache {
  get(key: string, compute: () => Promise<number>): Promise<number>;
  clear(): void;
}

/** Past this many filters (searches are free text) the oldest totals go. */
const MAX_ENTRIES = 10_000;

export function createCountCache(options: { ttlMs: number; now?: () => number }): CountCache {
  const now = options.now ?? Date.now;
  const totals = new Map<string, { value: Promise<number>; expiresAt: number }>();
  return {
    get(key, compute) {
      const kept = totals.get(key);
      if (kept && kept.expiresAt > now()) return kept.value;
      if (options.ttlMs <= 0) return compute();
      const value = compute();
      totals.delete(key);
      totals.set(key, { value, expiresAt: now() + options.ttlMs });
      // A failed count is not kept: the next page asks again.
      value.catch(() => totals.get(key)?.value === value && totals.delete(key));
      for (const oldest of totals.keys()) {
        if (totals.size <= MAX_ENTRIES) break;
        totals.delete(oldest);
      }
      return value;
    },
    clear: () => totals.clear(),
  };
}
