import { seededRandom, type SeededRandom } from '@stockcar/shared/testing/seeded-random';

/** The fuzz test's randomness: seeded, so every failure can be replayed exactly. */

/** FNV-1a: a stable 32-bit number for a text (an operation's own stream of cases). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = SeededRandom;

/**
 * The shared mulberry32 generator, seeded by the run's seed and a label: each operation draws
 * from its own stream, so adding a route changes no other route's cases.
 */
export function createRng(seed: number, label: string): Rng {
  return seededRandom((hash32(label) ^ seed) >>> 0);
}
