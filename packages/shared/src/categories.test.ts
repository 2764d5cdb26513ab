import { describe, expect, it } from 'vitest';
import { CATEGORY_ROUTE_NAMES, categoryById, resolveCategory } from './categories.ts';
import { languageForCategory, pickText } from './i18n.ts';

describe('resolveCategory', () => {
  it.each([
    ['proseries', 1],
    ['stockcarproseries', 1],
    ['e-stock', 2],
    ['estock', 2],
    ['stock-series', 3],
    ['stockseries', 3],
    ['stocklight', 3],
    ['formula-4', 4],
    ['formula4', 4],
    ['turismo-nacional', 6],
    ['turismonacional', 6],
    ['StockSeries', 3],
  ])('maps %s to category id %i (public-site.md §3)', (slug, id) => {
    expect(resolveCategory(slug)?.id).toBe(id);
  });

  it('knows nothing of other slugs', () => {
    expect(resolveCategory('nascar')).toBeUndefined();
    expect(resolveCategory(undefined)).toBeUndefined();
  });

  it('lists every slug and alias as a route name', () => {
    expect(CATEGORY_ROUTE_NAMES).toHaveLength(12);
    expect(categoryById(5)?.slug).toBe('turismo-nacional-antigo');
  });
});

describe('language rules', () => {
  it('forces Portuguese on every category but formula-4', () => {
    expect(languageForCategory('formula-4', 'en')).toBe('en');
    expect(languageForCategory('formula4', 'en')).toBe('en');
    expect(languageForCategory('proseries', 'en')).toBe('pt-br');
    expect(languageForCategory('e-stock', 'en')).toBe('pt-br');
  });

  it('falls back to Portuguese when a text has no English', () => {
    expect(pickText({ 'pt-br': 'Notícias', en: 'News' }, 'en')).toBe('News');
    expect(pickText({ 'pt-br': 'Notícias' }, 'en')).toBe('Notícias');
  });
});
