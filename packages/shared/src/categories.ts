/**
 * The racing categories, their route slugs and API ids (public-site.md §1 and §3).
 * The slug in the URL may be any alias; `resolveCategory` maps it to one category.
 */
export const CATEGORY_SLUGS = [
  'proseries',
  'e-stock',
  'stock-series',
  'formula-4',
  'turismo-nacional-antigo',
  'turismo-nacional',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface Category {
  id: number;
  slug: CategorySlug;
  aliases: readonly string[];
  /** Display name used in page titles. */
  name: string;
  /** English content exists only for formula-4 (public-site.md §1). */
  hasEnglish: boolean;
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 1,
    slug: 'proseries',
    aliases: ['stockcarproseries'],
    name: 'Stock Car Pro Series',
    hasEnglish: false,
  },
  { id: 2, slug: 'e-stock', aliases: ['estock'], name: 'E-Stock', hasEnglish: false },
  {
    id: 3,
    slug: 'stock-series',
    aliases: ['stockseries', 'stocklight'],
    name: 'Stock Series',
    hasEnglish: false,
  },
  { id: 4, slug: 'formula-4', aliases: ['formula4'], name: 'Fórmula 4 Brasil', hasEnglish: true },
  // The spec does not show this id; 5 is the free slot between the others.
  {
    id: 5,
    slug: 'turismo-nacional-antigo',
    aliases: [],
    name: 'Turismo Nacional (antigo)',
    hasEnglish: false,
  },
  {
    id: 6,
    slug: 'turismo-nacional',
    aliases: ['turismonacional'],
    name: 'Turismo Nacional',
    hasEnglish: false,
  },
];

export const DEFAULT_CATEGORY_SLUG: CategorySlug = 'proseries';
/** Category whose footer logos are shown when the route names none (public-site.md §2.4). */
export const DEFAULT_LOGO_CATEGORY_ID = 1;

const bySlugOrAlias = new Map<string, Category>(
  CATEGORIES.flatMap((c) => [c.slug, ...c.aliases].map((name) => [name, c] as const)),
);

/** The category for a route slug or alias (case-insensitive), or undefined when unknown. */
export function resolveCategory(slugOrAlias: string | undefined): Category | undefined {
  if (!slugOrAlias) return undefined;
  return bySlugOrAlias.get(slugOrAlias.toLowerCase());
}

export function categoryById(id: number): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/** Every name that may stand in `/{categoria}`: slugs and aliases. */
export const CATEGORY_ROUTE_NAMES: readonly string[] = [...bySlugOrAlias.keys()];
