import { useEffect, useState } from 'react';

/** Seconds left until the token may be sent again; `restart(n)` starts again from n. */
export function useResendCountdown(initial = 0) {
  const [until, setUntil] = useState(() => Date.now() + initial * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  return {
    secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)),
    restart: (seconds: number) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  };
}
