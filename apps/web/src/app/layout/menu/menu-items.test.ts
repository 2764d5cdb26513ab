import { describe, expect, it } from 'vitest';
import { resolveCategory, type Category } from '@stockcar/shared/categories';
import type { MenuItem } from '@stockcar/shared/schemas/categoria';
import { isCurrentCategory, visibleMainItems } from './menu-items.ts';

const category = (slug: string): Category => {
  const found = resolveCategory(slug);
  if (!found) throw new Error(slug);
  return found;
};
const item = (url: string): MenuItem => ({ idCategoria: 1, titulo: url, url, target: '_self' });

describe('visibleMainItems', () => {
  const items = [
    item('/stockcar/x/noticia'),
    item('/stockcar/x/categoria'),
    item('/stockcar/x/etapa'),
  ];

  it('hides the championship item for proseries', () => {
    const urls = visibleMainItems(items, category('proseries')).map((i) => i.url);
    expect(urls).toEqual(['/stockcar/x/noticia', '/stockcar/x/etapa']);
  });

  it('keeps it for the other categories', () => {
    expect(visibleMainItems(items, category('formula-4'))).toHaveLength(3);
  });
});

describe('isCurrentCategory', () => {
  it('recognises the category through an alias', () => {
    expect(isCurrentCategory(item('/stockcar/stockseries'), category('stock-series'))).toBe(true);
    expect(isCurrentCategory(item('/stockcar/proseries'), category('stock-series'))).toBe(false);
  });
});
