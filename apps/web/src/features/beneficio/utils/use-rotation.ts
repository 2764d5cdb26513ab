import { useEffect, useState } from 'react';

/**
 * An index that moves to the next of `count` every `intervalMs`, back to 0 after the last;
 * `go` jumps to an index and restarts the clock.
 */
export function useRotation(count: number, intervalMs: number) {
  const [state, setState] = useState({ index: 0, restarts: 0 });
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(
      () => setState((s) => ({ ...s, index: (s.index + 1) % count })),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [count, intervalMs, state.restarts]);
  return {
    // A shorter list after a refresh must not leave the index past its end.
    index: count > 0 ? state.index % count : 0,
    go: (index: number) => setState((s) => ({ index, restarts: s.restarts + 1 })),
  };
}
