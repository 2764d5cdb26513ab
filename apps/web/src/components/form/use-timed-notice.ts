import { useEffect, useState } from 'react';
import { NOTICE_MS } from '@stockcar/shared/constants';

/**
 * A failure notice that goes after NOTICE_MS (public-site.md §9: notices last 10 s). Each
 * `show` is a new notice, so the same text shown again restarts the clock.
 */
export function useTimedNotice() {
  const [notice, setNotice] = useState<{ text: string } | undefined>();
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(undefined), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return {
    message: notice?.text,
    show: (text: string) => setNotice({ text }),
    hide: () => setNotice(undefined),
  };
}
