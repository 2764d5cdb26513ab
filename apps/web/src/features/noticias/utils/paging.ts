/** What the paging rules read from the spec's paged result (public-site.md §3). */
export interface PageInfo {
  numeroPagina: number;
  totalPaginas: number;
}

/** The page 'Carregar mais' asks for next, or undefined on the last page. */
export function nextPage(last: PageInfo): number | undefined {
  return last.numeroPagina < last.totalPaginas ? last.numeroPagina + 1 : undefined;
}

/**
 * 'Carregar mais' shows while there is a next page; it disappears when there are no results,
 * when totalPaginas is 1 or less, and on the last page (public-site.md §2.5).
 */
export function showLoadMore(shown: number, last: PageInfo | undefined): boolean {
  if (!last || shown === 0 || last.totalPaginas <= 1) return false;
  return nextPage(last) !== undefined;
}

/** The search a box holds: trimmed, and nothing (list everything) when blank. */
export function searchTerm(input: string): string | undefined {
  const term = input.trim();
  return term === '' ? undefined : term;
}
