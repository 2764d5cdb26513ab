import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated.ts';

/** Whether the visitor asked the system for less motion (carousels then stay still). */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The index of a carousel of `count` slides that moves on by itself every `intervalMs`, back to
 * the first after the last, unless the visitor paused it, is reading it (pointer over it or focus
 * inside: WAI-ARIA carousel pattern) or prefers reduced motion. Each move, by hand or by the
 * timer, gives the next slide a full interval; `intervalMs` null: it moves by hand only. The
 * one rotation of every carousel of the site.
 */
export function useRotation(count: number, intervalMs: number | null) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  // Read on render, not followed (no subscription); a page rendered on the server rotates until
  // hydration has read the visitor's setting.
  const hydrated = useHydrated();
  const stillByChoice = hydrated && prefersReducedMotion();
  const rotating = intervalMs !== null && !paused && !held && !stillByChoice && count > 1;
  // A clock restart on every move, even to the same index, so a jump gets a full interval.
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % count),
      intervalMs ?? undefined,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, moves, count, intervalMs]);

  return {
    // A shorter list after a refresh must not leave the index past its end.
    index: count > 0 ? index % count : 0,
    rotating,
    paused,
    go: (next: number) => {
      setIndex(count > 0 ? ((next % count) + count) % count : 0);
      setMoves((value) => value + 1);
    },
    togglePaused: () => setPaused((value) => !value),
    /** The visitor is reading (pointer over, focus inside): hold still meanwhile. */
    hold: setHeld,
  };
}
