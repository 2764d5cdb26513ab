import { useEffect, useState } from 'react';

/** An index that moves to the next of `count` every `intervalMs`, back to 0 after the last. */
export function useRotation(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs]);
  // A shorter list after a refresh must not leave the index past its end.
  return count > 0 ? index % count : 0;
}
