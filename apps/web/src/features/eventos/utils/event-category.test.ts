import { describe, expect, it } from 'vitest';
import { CATEGORIES, resolveCategory } from '@stockcar/shared/categories';
import { hasEventPages } from './event-category.ts';

describe('hasEventPages', () => {
  it('is true for the pro series, by slug or by alias', () => {
    expect(hasEventPages(resolveCategory('proseries'))).toBe(true);
    expect(hasEventPages(resolveCategory('stockcarproseries'))).toBe(true);
  });

  it('is false for every other category and for an unknown one', () => {
    const others = CATEGORIES.filter((category) => category.slug !== 'proseries');
    expect(others.length).toBeGreaterThan(0);
    for (const category of others) expect(hasEventPages(category), category.slug).toBe(false);
    expect(hasEventPages(resolveCategory('formula-1'))).toBe(false);
  });
});
