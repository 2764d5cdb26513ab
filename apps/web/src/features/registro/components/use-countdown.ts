import { useEffect, useState } from 'react';

/** Seconds left of a countdown that `restart(seconds)` starts again; 0 when it is over. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return {
    seconds: Math.max(0, Math.ceil((endsAt - now) / 1000)),
    restart: (seconds: number) => {
      const start = Date.now();
      setNow(start);
      setEndsAt(start + seconds * 1000);
    },
  };
}
