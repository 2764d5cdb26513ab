import type { CategorySlug } from '@stockcar/shared/categories';
import type { CircuitoDetalhe } from '@stockcar/shared/schemas/racing';

/** Only the pro series' cards play the animated background on hover. */
export function circuitHasHoverBackground(slug: CategorySlug): boolean {
  return slug === 'proseries';
}

/** Fastest lap and track king are not shown for formula-4 and stock-series (§2.5). */
export function showsTrackRecords(slug: CategorySlug): boolean {
  return slug !== 'formula-4' && slug !== 'stock-series';
}

export type CircuitStatKey =
  'races' | 'length' | 'corners' | 'fastestLap' | 'trackKing' | 'direction' | 'firstYear';

export interface CircuitStat {
  key: CircuitStatKey;
  /** Length in km; the rest as the API gives them. */
  value: string | number;
}

type StatsSource = Pick<
  CircuitoDetalhe,
  | 'numeroDeCorridas'
  | 'extensao'
  | 'curvas'
  | 'voltaMaisRapida'
  | 'reiDaPista'
  | 'sentido'
  | 'primeiroAnoStock'
>;

/**
 * The circuit's numbers in display order (§2.5): races, length (metres to km), corners, fastest
 * lap and track king (not for formula-4 and stock-series), direction, first year. A value the
 * API leaves empty is left out rather than shown blank.
 */
export function circuitStats(circuito: StatsSource, slug: CategorySlug): CircuitStat[] {
  const records = showsTrackRecords(slug);
  const stats: (CircuitStat | false)[] = [
    { key: 'races', value: circuito.numeroDeCorridas },
    { key: 'length', value: circuito.extensao / 1000 },
    { key: 'corners', value: circuito.curvas },
    records &&
      circuito.voltaMaisRapida !== '' && { key: 'fastestLap', value: circuito.voltaMaisRapida },
    records && circuito.reiDaPista !== '' && { key: 'trackKing', value: circuito.reiDaPista },
    circuito.sentido !== '' && { key: 'direction', value: circuito.sentido },
    circuito.primeiroAnoStock !== null && { key: 'firstYear', value: circuito.primeiroAnoStock },
  ];
  return stats.filter((stat): stat is CircuitStat => stat !== false);
}
