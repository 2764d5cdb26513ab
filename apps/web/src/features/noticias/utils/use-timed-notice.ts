import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_MS } from '@stockcar/shared/constants';

/**
 * A notice that shows for a while then goes (public-site.md §9: notices last 10000 ms). Showing
 * it again restarts the clock; unmounting clears it.
 */
export function useTimedNotice(duration: number = NOTICE_MS) {
  const [message, setMessage] = useState<string | undefined>();
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      setMessage(text);
      timer.current = window.setTimeout(() => setMessage(undefined), duration);
    },
    [duration],
  );

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(undefined);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { message, show, hide };
}
