import { useEffect, useState } from 'react';

/** Seconds left until a resend is allowed; `restart(n)` starts again from n. */
export function useResendCountdown(): { secondsLeft: number; restart: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
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
