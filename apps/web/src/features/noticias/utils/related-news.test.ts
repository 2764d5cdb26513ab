import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@stockcar/shared/categories';
import { relatedNewsBlocks, relatedTitleKey } from './related-news.ts';
import { editorialPtBr } from '@stockcar/shared/locales/editorial/pt-br';

const title = (slug: Parameters<typeof relatedTitleKey>[0]) =>
  editorialPtBr.related[relatedTitleKey(slug)];

describe('related-news blocks (public-site.md §2.3 and §9)', () => {
  it('gives the Pro Series two: Stock Series on the road to it, and the virtual race', () => {
    expect(relatedNewsBlocks('proseries')).toEqual([
      { fonte: 'stock-series', tag: 'RumoàStockCar' },
      { fonte: 'e-stock', tag: 'StockCarVirtual' },
    ]);
  });

  it('gives the Stock Series one: turismo on the road to it', () => {
    expect(relatedNewsBlocks('stock-series')).toEqual([
      { fonte: 'turismo-nacional', tag: 'DaTNparaAStockSeries' },
    ]);
  });

  it('gives every other category none', () => {
    const others = CATEGORY_SLUGS.filter((s) => s !== 'proseries' && s !== 'stock-series');
    for (const slug of others) expect(relatedNewsBlocks(slug)).toEqual([]);
  });

  it('titles each block after its source, with the default for any other', () => {
    expect(title('stock-series')).toBe('RUMO À PRO SERIES');
    expect(title('turismo-nacional')).toBe('RUMO À STOCK SERIES');
    expect(title('e-stock')).toBe('CORRIDA VIRTUAL');
    expect(title('formula-4')).toBe('NOTÍCIAS RELACIONADAS');
    expect(title('proseries')).toBe('NOTÍCIAS RELACIONADAS');
  });
});
