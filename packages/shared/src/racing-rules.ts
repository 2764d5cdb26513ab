import { categoryById, type CategorySlug } from './categories.ts';

/**
 * How each category is classified (issue 11), read by the results' recomputation, the race
 * control console and the public standings: its classes (subcategorias), its race types, and
 * whether finishing positions count within a class.
 */

/** e-stock's season is fixed on the site (public-site.md §9: 'e-stock season fixed at 2024'). */
export const ESTOCK_SEASON = 2024;

export const ESTOCK_SUBCATEGORIAS = ['PRO', 'Amador'] as const;
export const TURISMO_SUBCATEGORIAS = ['A', 'B'] as const;
export const TURISMO_TIPOS = ['sprint', 'endurance'] as const;
export type TipoCorrida = (typeof TURISMO_TIPOS)[number];

const isTurismo = (slug: CategorySlug) => slug.startsWith('turismo-nacional');
const slugOf = (categoriaId: number) => categoryById(categoriaId)?.slug;

/** The classes an entry of the category belongs to ([] where there are none). */
export function subcategoriasOf(categoriaId: number): readonly string[] {
  const slug = slugOf(categoriaId);
  if (slug === 'e-stock') return ESTOCK_SUBCATEGORIAS;
  if (slug && isTurismo(slug)) return TURISMO_SUBCATEGORIAS;
  return [];
}

/** The race types of the category ([]: its races have none). */
export function tiposOf(categoriaId: number): readonly TipoCorrida[] {
  const slug = slugOf(categoriaId);
  return slug && isTurismo(slug) ? TURISMO_TIPOS : [];
}

/**
 * Turismo's classes race together but are classified apart: a result's position is its place
 * within the entry's class, and each class has its own podium and champion.
 */
export function classifiesByClass(categoriaId: number): boolean {
  const slug = slugOf(categoriaId);
  return slug !== undefined && isTurismo(slug);
}

/** A standings cut: one class and/or one race type; '' stands for all. */
export interface StandingsCut {
  subcategoria: string;
  tipo: string;
}

/** Every cut the site can ask for: overall, per class, per race type, and both. */
export function standingsCuts(categoriaId: number): StandingsCut[] {
  const subs = ['', ...subcategoriasOf(categoriaId)];
  const tipos = ['', ...tiposOf(categoriaId)];
  return subs.flatMap((subcategoria) => tipos.map((tipo) => ({ subcategoria, tipo })));
}

/** The cuts whose leader at the end of a complete season holds a title. */
export function championCuts(categoriaId: number): StandingsCut[] {
  const subs = subcategoriasOf(categoriaId);
  if (subs.length === 0) return [{ subcategoria: '', tipo: '' }];
  return subs.map((subcategoria) => ({ subcategoria, tipo: '' }));
}
