/** The careers page lists 10 areas, 18 when expanded (public-site.md §2.5, §9). */
export const AREAS_SHOWN = 10;
export const AREAS_EXPANDED = 18;

export function visibleAreas<T>(areas: readonly T[], expanded: boolean): readonly T[] {
  return areas.slice(0, expanded ? AREAS_EXPANDED : AREAS_SHOWN);
}
