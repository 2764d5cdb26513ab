import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@stockcar/shared/constants';

/**
 * The current time, refreshed every tick until `until` (ms since the epoch) has passed, then
 * still: no timer runs for a countdown that is over. Read from the clock at each tick, so a
 * throttled tab never drifts. `readNow` reads it at once (after a restart, so the first render
 * never shows the time left from a stale reading). The one clock of every countdown of the site.
 */
export function useClockUntil(until: number) {
  const [now, setNow] = useState(() => Date.now());
  const running = now < until;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return { now, readNow: setNow };
}

/** Whole seconds from `now` to `until`, never below zero. */
export function secondsBetween(now: number, until: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export interface Countdown {
  secondsLeft: number;
  /** Starts again from `seconds`. */
  restart: (seconds: number) => void;
}

/**
 * Seconds left until something may happen again, e.g. an SMS code may be sent again
 * (fan-club.md §9: 120 s). `initialSeconds` lets a step that opens right after a send (the
 * Fanpush token) start counting at once.
 */
export function useCountdown(initialSeconds = 0): Countdown {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const { now, readNow } = useClockUntil(until);
  return {
    secondsLeft: secondsBetween(now, until),
    restart: (seconds) => {
      const start = Date.now();
      readNow(start);
      setUntil(start + seconds * 1000);
    },
  };
}
