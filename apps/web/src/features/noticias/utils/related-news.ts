import type { CategorySlug } from '@stockcar/shared/categories';

/**
 * The home's related-news blocks (public-site.md §2.3 and §9). Each reads another category's
 * news carrying that category's tag: stock-series drivers on the road to the Pro Series
 * (RumoàStockCar), turismo drivers on the road to the Stock Series (DaTNparaAStockSeries), the
 * virtual races of e-stock (StockCarVirtual). The Pro Series home shows two, the Stock Series
 * home one; the seed tags the source categories' news the same way.
 */
export interface RelatedNewsBlock {
  /** The category whose news the block lists (and whose article pages it links to). */
  fonte: CategorySlug;
  /** The search term sent as `busca`: the API matches it against the tags. */
  tag: string;
}

const TAGS: Partial<Record<CategorySlug, string>> = {
  'stock-series': 'RumoàStockCar',
  'turismo-nacional': 'DaTNparaAStockSeries',
  'e-stock': 'StockCarVirtual',
};

const SOURCES: Partial<Record<CategorySlug, readonly CategorySlug[]>> = {
  proseries: ['stock-series', 'e-stock'],
  'stock-series': ['turismo-nacional'],
};

/** Related news: 4 items, page 1 (public-site.md §9). */
export const RELATED_NEWS_PAGE = 1;

/** The related-news blocks of a category's home, in page order. */
export function relatedNewsBlocks(slug: CategorySlug): RelatedNewsBlock[] {
  return (SOURCES[slug] ?? []).flatMap((fonte) => {
    const tag = TAGS[fonte];
    return tag ? [{ fonte, tag }] : [];
  });
}

export type RelatedTitleKey = 'stock-series' | 'turismo-nacional' | 'e-stock' | 'default';

/**
 * The block's title key: stockseries 'RUMO À PRO SERIES', turismo-nacional 'RUMO À STOCK
 * SERIES', estock 'CORRIDA VIRTUAL', any other 'NOTÍCIAS RELACIONADAS' (public-site.md §9).
 */
export function relatedTitleKey(fonte: CategorySlug): RelatedTitleKey {
  return fonte === 'stock-series' || fonte === 'turismo-nacional' || fonte === 'e-stock'
    ? fonte
    : 'default';
}
