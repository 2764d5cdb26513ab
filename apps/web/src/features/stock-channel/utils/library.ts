import { conteudoT } from '../../../lib/club-i18n.ts';

/**
 * '1 vídeo', '2 vídeos' (fan-club.md §2: plural above 1). An empty library reads '0 vídeos',
 * as Portuguese has it (docs/spec-deviations.md).
 */
export function videoCountText(quantidade: number): string {
  // Not the translations' plurals: Portuguese counts 0 as singular there.
  return conteudoT(quantidade === 1 ? 'channel.videoCountOne' : 'channel.videoCount', {
    n: quantidade,
  });
}

/** Consecutive groups of `size` (the carousel's slides). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/**
 * The embed address of a video link with a `v` parameter; the modal plays it at once and
 * muted (browsers only autoplay muted video). Undefined for a link without a video id.
 */
export function embedUrlOf(link: string): string | undefined {
  let id: string | null;
  try {
    id = new URL(link, 'https://www.youtube.com').searchParams.get('v');
  } catch {
    return undefined;
  }
  if (!id) return undefined;
  const params = new URLSearchParams({ autoplay: '1', mute: '1', rel: '0' });
  return `https://www.youtube.com/embed/${encodeURIComponent(id)}?${params.toString()}`;
}
