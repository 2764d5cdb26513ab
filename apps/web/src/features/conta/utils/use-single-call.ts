import { useEffect, useRef } from 'react';

/**
 * Runs `start` once per mounted component: React StrictMode runs effects twice in development,
 * and an e-mailed link's secret is single use, so a second POST would turn a success into
 * "link already used". The ref survives StrictMode's second effect.
 */
export function useSingleCall(start: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
    // The call is made once, on mount: later identities of `start` are the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
