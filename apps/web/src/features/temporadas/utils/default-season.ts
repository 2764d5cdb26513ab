/**
 * The season a category's stages page opens on: the current year when the category raced or
 * races it (public-site.md §9), else its newest season; the old Turismo's last was years ago,
 * and the current year would show no stage. The current year while the seasons are unknown.
 */
export function defaultSeason(seasons: readonly number[] | undefined, current: number): number {
  if (!seasons || seasons.length === 0 || seasons.includes(current)) return current;
  return Math.max(...seasons);
}
