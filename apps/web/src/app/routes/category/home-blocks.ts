import type { CategorySlug } from '@stockcar/shared/categories';
import { relatedNewsBlocks } from '../../../features/noticias/utils/related-news.ts';

/** Home blocks that later issues fill; ids are the data-block attribute of their slot. */
export type HomeBlock =
  | 'noticias'
  | 'noticias-relacionadas'
  | 'ultimas-corridas'
  | 'classificacao-geral'
  | 'fan-push'
  | 'maquinas';

/**
 * The home's blocks for a category, in page order (public-site.md §2.3): banners and news for
 * all; last races for all except turismo-nacional; general standings for all except e-stock;
 * fan-push and machines only for proseries.
 */
export function homeBlocks(slug: CategorySlug): HomeBlock[] {
  // Related-news blocks: pro series two, stock-series one (§2.3), one per configured source.
  const related = relatedNewsBlocks(slug).length;
  return [
    'noticias',
    ...Array.from({ length: related }, (): HomeBlock => 'noticias-relacionadas'),
    ...(slug === 'turismo-nacional' ? [] : ['ultimas-corridas' as const]),
    ...(slug === 'e-stock' ? [] : ['classificacao-geral' as const]),
    ...(slug === 'proseries' ? ['fan-push' as const, 'maquinas' as const] : []),
  ];
}
