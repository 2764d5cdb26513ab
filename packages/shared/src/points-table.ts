/**
 * Points per finishing position, for every race of every category (the one place they live).
 * Positions 1 to 20 score; a driver not classified (posicao null) scores nothing.
 * Standings, a driver's points per circuit and team points are all sums over this table.
 */
export const POINTS_BY_POSITION: readonly number[] = [
  30, 26, 22, 19, 17, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
];

export function pointsFor(position: number | null): number {
  if (position === null || position < 1) return 0;
  return POINTS_BY_POSITION[position - 1] ?? 0;
}
