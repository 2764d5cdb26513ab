import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from './categories.ts';
import { circuitHasLink, driverHasLink } from './link-rules.ts';

describe('list cards that link to a detail (public-site.md §2.5)', () => {
  it('drivers: every category but e-stock and the old turismo', () => {
    expect(CATEGORY_SLUGS.filter((slug) => !driverHasLink(slug))).toEqual([
      'e-stock',
      'turismo-nacional-antigo',
    ]);
  });

  it('circuits: proseries, turismo and the others only', () => {
    expect(CATEGORY_SLUGS.filter(circuitHasLink)).toEqual([
      'proseries',
      'turismo-nacional-antigo',
      'turismo-nacional',
    ]);
  });
});
