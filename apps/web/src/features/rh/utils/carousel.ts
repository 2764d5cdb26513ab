import { useEffect, useState } from 'react';

/** The testimonial carousel's interval (public-site.md §9). */
export const TESTIMONIAL_INTERVAL_MS = 10_000;

/**
 * A carousel that moves on by itself every `intervalMs`, unless the visitor paused it or is
 * reading it (pointer over it or focus inside: WAI-ARIA carousel pattern). Each move, by hand
 * or by the timer, gives the next slide a full interval.
 */
export function useCarousel(count: number, intervalMs: number = TESTIMONIAL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const rotating = !paused && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const current = count > 0 ? index % count : 0;
  return {
    index: current,
    rotating,
    paused,
    go: (next: number) => setIndex(((next % count) + count) % count),
    togglePaused: () => setPaused((value) => !value),
    hold: setHeld,
  };
}
