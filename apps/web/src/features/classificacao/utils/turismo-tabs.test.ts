import { describe, expect, it } from 'vitest';
import { TURISMO_TABS, turismoQuery } from './turismo-tabs.ts';

describe('turismo standings tabs (public-site.md §2.5, index 0 to 4)', () => {
  it('names the five tabs in order', () => {
    expect(TURISMO_TABS.map((tab) => tab.key)).toEqual([
      'overallA',
      'sprintA',
      'endurance',
      'overallB',
      'sprintB',
    ]);
  });

  it.each([
    [0, 'A', ''],
    [1, 'A', 'sprint'],
    [2, '', 'endurance'],
    [3, 'B', ''],
    [4, 'B', 'sprint'],
  ])('maps tab %i to subcategoria %j and tipo %j', (index, subcategoria, tipo) => {
    expect(turismoQuery(index)).toEqual({ subcategoria, tipo });
  });

  it('falls back to Overall A for an index out of range', () => {
    expect(turismoQuery(5)).toEqual({ subcategoria: 'A', tipo: '' });
    expect(turismoQuery(-1)).toEqual({ subcategoria: 'A', tipo: '' });
  });
});
