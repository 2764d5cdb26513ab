import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_MS } from '@stockcar/shared/constants';

/**
 * A notice that goes after NOTICE_MS (public-site.md §9: notices last 10000 ms). The clock
 * starts when `show` is called, not a render later; showing it again, even with the same text,
 * restarts it; unmounting clears it.
 */
export function useTimedNotice() {
  const [message, setMessage] = useState<string | undefined>();
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setMessage(text);
    timer.current = window.setTimeout(() => setMessage(undefined), NOTICE_MS);
  }, []);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(undefined);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { message, show, hide };
}
