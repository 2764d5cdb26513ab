/** What each part of `npm run bench` returns: one row per target, printed by bench/run.ts. */
export interface BenchRow {
  /** The target as the issue states it, e.g. "P2 confirmed votes/s (PostgreSQL)". */
  target: string;
  /** What was measured, with its unit, e.g. "1,240 votes/s, p99 38 ms". */
  measured: string;
  /** The goal, e.g. "≥ 1,000 votes/s". */
  goal: string;
  met: boolean;
}

export interface BenchPart {
  title: string;
  rows: BenchRow[];
  /** Extra facts worth keeping in docs/performance.md (memory, counts, …). */
  notes?: string[];
}
