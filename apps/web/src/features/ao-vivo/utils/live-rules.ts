import type { Live } from '@stockcar/shared/schemas/ao-vivo';

/** A live plays in the modal only when it is on air and linked (public-site.md §4). */
export function isPlayable(live: Live): boolean {
  return live.online && live.linkVinculado;
}

export function firstPlayable(lives: readonly Live[]): Live | undefined {
  return lives.find(isPlayable);
}

interface Viewer {
  loggedIn: boolean;
  cadastroCompleto: boolean;
}

/**
 * public-site.md §2.4: the modal opens by itself when a live is online and the visitor is
 * anonymous, or a member whose registration is complete (others get the completion modal).
 */
export function shouldAutoOpen(lives: readonly Live[], viewer: Viewer): boolean {
  const anyOnline = lives.some((live) => live.online);
  return anyOnline && (!viewer.loggedIn || viewer.cadastroCompleto);
}
