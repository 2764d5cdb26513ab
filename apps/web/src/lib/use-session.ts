import { useSyncExternalStore } from 'react';
import { USUARIO_DESLOGADO } from '@stockcar/shared/constants';
import type { UsuarioSessao } from '@stockcar/shared/schemas/usuario-sessao';
import { getLiveFlag, getUser, subscribeSession } from './session.ts';

export interface SessionSnapshot {
  /** Logged in means a stored member record (public-site.md §6), so every tab agrees. */
  loggedIn: boolean;
  user: UsuarioSessao;
  live: string | null;
}

/** A visitor: what a page rendered on the server shows, and what hydration starts from. */
const VISITOR: SessionSnapshot = { loggedIn: false, user: USUARIO_DESLOGADO, live: null };

/*
 * A visitor's browser starts from that same object: after hydrating, React compares the
 * browser's snapshot with the server's by identity, and a copy of it re-rendered every reader
 * of the session (the menu, the layout) at once.
 */
let cached: { key: string; snapshot: SessionSnapshot } = {
  key: JSON.stringify([VISITOR.user, VISITOR.live]),
  snapshot: VISITOR,
};

/** A stable object while the stored values are unchanged, as useSyncExternalStore requires. */
function getSnapshot(): SessionSnapshot {
  const user = getUser();
  const live = getLiveFlag();
  const key = JSON.stringify([user, live]);
  if (cached.key !== key) cached = { key, snapshot: { loggedIn: user.idUsuario > 0, user, live } };
  return cached.snapshot;
}

function subscribe(onChange: () => void): () => void {
  const unsubscribe = subscribeSession(onChange);
  // Other tabs change localStorage; the storage event is how this tab hears about it.
  window.addEventListener('storage', onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onChange);
  };
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, () => VISITOR);
}
