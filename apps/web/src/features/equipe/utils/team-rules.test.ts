import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@stockcar/shared/categories';
import { showsTeamPoints } from './team-rules.ts';

describe('team detail rules (public-site.md §2.5)', () => {
  it('hides the points for stock-series only', () => {
    expect(CATEGORY_SLUGS.filter((slug) => !showsTeamPoints(slug))).toEqual(['stock-series']);
  });
});
