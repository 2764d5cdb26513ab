import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@stockcar/shared/categories';
import { showsDriverPoints } from './driver-rules.ts';

// Which cards link to the driver: packages/shared/src/link-rules.test.ts.
describe('drivers list rules (public-site.md §2.5)', () => {
  it('shows points everywhere but e-stock', () => {
    expect(CATEGORY_SLUGS.filter((slug) => !showsDriverPoints(slug))).toEqual(['e-stock']);
  });
});
