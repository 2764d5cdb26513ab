import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The event the live modal listens for when a member arrives from it (fan-club.md §2). */
export const LIVE_LOGGED_IN_EVENT = 'live-logged-in';

/** Fires `live-logged-in` once when the page has the `live` query parameter. */
export function useLiveLoggedInEvent(): void {
  const [params] = useSearchParams();
  const live = params.has('live');
  const fired = useRef(false);
  useEffect(() => {
    if (!live || fired.current) return;
    fired.current = true;
    window.dispatchEvent(new CustomEvent(LIVE_LOGGED_IN_EVENT));
  }, [live]);
}

/** The hook as a component, for a page that composes blocks: renders nothing. */
export function LiveLoggedInEvent() {
  useLiveLoggedInEvent();
  return null;
}
