import type { TURISMO_SUBCATEGORIAS, TURISMO_TIPOS } from '@stockcar/shared/schemas/racing';

/** What `GET Turismo` is asked for; '' means "all" (public-site.md §7). */
export interface TurismoQuery {
  subcategoria: (typeof TURISMO_SUBCATEGORIAS)[number] | '';
  tipo: (typeof TURISMO_TIPOS)[number] | '';
}

export type TurismoTabKey = 'overallA' | 'sprintA' | 'endurance' | 'overallB' | 'sprintB';

type TurismoTab = { key: TurismoTabKey } & TurismoQuery;

const OVERALL_A: TurismoTab = { key: 'overallA', subcategoria: 'A', tipo: '' };

/**
 * Turismo-nacional's five standings tabs, index 0 to 4 (public-site.md §2.5). 'Endurance' names
 * no class, so it asks for every class's endurance races.
 */
export const TURISMO_TABS: readonly TurismoTab[] = [
  OVERALL_A,
  { key: 'sprintA', subcategoria: 'A', tipo: 'sprint' },
  { key: 'endurance', subcategoria: '', tipo: 'endurance' },
  { key: 'overallB', subcategoria: 'B', tipo: '' },
  { key: 'sprintB', subcategoria: 'B', tipo: 'sprint' },
];

/** The query of a tab index; an index out of range falls back to the first tab. */
export function turismoQuery(index: number): TurismoQuery {
  const tab = TURISMO_TABS[index] ?? OVERALL_A;
  return { subcategoria: tab.subcategoria, tipo: tab.tipo };
}
