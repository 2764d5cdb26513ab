import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@stockcar/shared/categories';
import { driverHasLink, showsDriverPoints } from './driver-rules.ts';

describe('drivers list rules (public-site.md §2.5)', () => {
  it('links every card but e-stock and the old turismo', () => {
    expect(CATEGORY_SLUGS.filter((slug) => !driverHasLink(slug))).toEqual([
      'e-stock',
      'turismo-nacional-antigo',
    ]);
  });

  it('shows points everywhere but e-stock', () => {
    expect(CATEGORY_SLUGS.filter((slug) => !showsDriverPoints(slug))).toEqual(['e-stock']);
  });
});
