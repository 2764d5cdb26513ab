/**
 * The default points per finishing position: a new season starts with it, and race control may
 * change a season's table (issue 11). Positions past the table, and a driver not classified
 * (posicao null), score nothing. Standings, a driver's points per circuit and team points are
 * all sums of the points each result scored by its season's table.
 */
export const POINTS_BY_POSITION: readonly number[] = [
  30, 26, 22, 19, 17, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
];

export function pointsFor(
  position: number | null,
  table: readonly number[] = POINTS_BY_POSITION,
): number {
  if (position === null || position < 1) return 0;
  return table[position - 1] ?? 0;
}
