import { useEffect, useState } from 'react';

export interface ResendCountdown {
  secondsLeft: number;
  restart: (seconds: number) => void;
}

/**
 * Seconds left until an SMS code may be sent again (fan-club.md §9: 120 s); `restart(n)` starts
 * again from n. `initialSeconds` lets a step that opens right after a send (the Fanpush token)
 * start counting at once. One tick a second, and none once it reaches zero.
 */
export function useResendCountdown(initialSeconds = 0): ResendCountdown {
  const [now, setNow] = useState(() => Date.now());
  const [until, setUntil] = useState(() => now + initialSeconds * 1000);
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  return {
    secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)),
    restart: (seconds) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  };
}
