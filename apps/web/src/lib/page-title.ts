import { useEffect, useSyncExternalStore } from 'react';

/*
 * A page may name itself after its data (a driver, a team, a circuit). The layout owns
 * document.title and runs its effect after the page's (parents' effects run last), so the page
 * hands its name over through this small store instead of writing the title itself.
 */
let current: string | undefined;
const listeners = new Set<() => void>();

function set(title: string | undefined): void {
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's own name while it is mounted; undefined leaves the route's name in place. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    set(title);
    return () => set(undefined);
  }, [title]);
}

/** Read by the layout. The server's page has its title in the head already. */
export function usePageTitleOverride(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
