import type { ItemRodape } from '@stockcar/shared/schemas/footer';

/** The two legal pages and the footer item each one shows (public-site.md §2.3). */
export type LegalPage = 'politica-privacidade' | 'termos-de-uso';

/**
 * The titles that name each page's footer item. The spec names the Portuguese ones; the API
 * answers formula-4 in English, and editors write 'Política' or 'Políticas'.
 */
const LEGAL_TITLES: Record<LegalPage, readonly string[]> = {
  'politica-privacidade': ['Políticas de Privacidade', 'Política de Privacidade', 'Privacy Policy'],
  'termos-de-uso': ['Termos de Uso', 'Termo de Uso', 'Terms of Use'],
};

/** Case, accents and spacing do not tell titles apart ('POLÍTICAS DE  privacidade'). */
function normaliseTitle(title: string): string {
  return title.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The footer item a legal page shows: the one titled as the spec says, else the one whose
 * `pagina` is the page's path (a retitled item still reaches its page). Undefined when neither.
 */
export function findLegalItem(
  items: readonly ItemRodape[],
  page: LegalPage,
): ItemRodape | undefined {
  const titles = LEGAL_TITLES[page].map(normaliseTitle);
  return (
    items.find((item) => titles.includes(normaliseTitle(item.titulo))) ??
    items.find((item) => item.pagina === page)
  );
}

/** A text with nothing to read (no item, blank, or markup only) is the page's empty state. */
export function hasLegalText(item: ItemRodape | undefined): item is ItemRodape {
  return !!item && item.texto.replace(/<[^>]*>/g, '').trim() !== '';
}
