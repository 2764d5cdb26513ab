import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true after: for what
 * only the browser may show (a dialog in a portal on document.body), so that hydration finds
 * what the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
