import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@stockcar/shared/categories';
import { circuitHasHoverBackground, circuitStats, showsTrackRecords } from './circuit-rules.ts';

const interlagos = {
  numeroDeCorridas: 10,
  extensao: 4309,
  curvas: 15,
  voltaMaisRapida: '1:27.540 - Heitor Fontana (2024)',
  reiDaPista: 'Gustavo Gomes (5)',
  sentido: 'Anti-horário',
  primeiroAnoStock: 1979,
};

describe('circuit cards (public-site.md §2.5)', () => {
  it('animate the background on hover on the pro series only', () => {
    expect(CATEGORY_SLUGS.filter(circuitHasHoverBackground)).toEqual(['proseries']);
  });
});

describe('circuit stats', () => {
  it('lists every number in order, the length in km', () => {
    expect(circuitStats(interlagos, 'proseries')).toEqual([
      { key: 'races', value: 10 },
      { key: 'length', value: 4.309 },
      { key: 'corners', value: 15 },
      { key: 'fastestLap', value: '1:27.540 - Heitor Fontana (2024)' },
      { key: 'trackKing', value: 'Gustavo Gomes (5)' },
      { key: 'direction', value: 'Anti-horário' },
      { key: 'firstYear', value: 1979 },
    ]);
  });

  it('leaves out fastest lap and track king for formula-4 and stock-series', () => {
    for (const slug of ['formula-4', 'stock-series'] as const) {
      expect(showsTrackRecords(slug)).toBe(false);
      const keys = circuitStats(interlagos, slug).map((stat) => stat.key);
      expect(keys).toEqual(['races', 'length', 'corners', 'direction', 'firstYear']);
    }
  });

  it('keeps them for every other category', () => {
    for (const slug of [
      'proseries',
      'e-stock',
      'turismo-nacional',
      'turismo-nacional-antigo',
    ] as const) {
      const keys = circuitStats(interlagos, slug).map((stat) => stat.key);
      expect(keys).toContain('fastestLap');
      expect(keys).toContain('trackKing');
    }
  });

  it('drops a value the API leaves empty instead of showing it blank', () => {
    const bare = { ...interlagos, reiDaPista: '', sentido: '', primeiroAnoStock: null };
    const keys = circuitStats(bare, 'proseries').map((stat) => stat.key);
    expect(keys).toEqual(['races', 'length', 'corners', 'fastestLap']);
  });
});
