import { useEffect } from 'react';
import type { Language } from '@stockcar/shared/i18n';
import type { TitleKey } from '../route-handle.ts';

/**
 * 'Início | Stock Car Pro Series' (public-site.md §2.2): the page's own name, else its route's.
 * The routes' names are a chunk of their own (lib/titles-i18n.ts), loaded here once: the home's
 * first download has a budget, and a page rendered on the server has its title in the head.
 * `language` is the page's: English names on formula-4.
 */
export function useDocumentTitle(
  pageTitle: string | undefined,
  routeTitle: TitleKey | undefined,
  categoryName: string,
  language: Language,
): void {
  useEffect(() => {
    const show = (name: string | undefined) => {
      document.title = name ? `${name} | ${categoryName}` : categoryName;
    };
    if (pageTitle || !routeTitle) {
      show(pageTitle);
      return;
    }
    let current = true;
    void import('../../lib/titles-i18n.ts').then(
      ({ titlesT }) => current && show(titlesT(routeTitle)),
      // The chunk did not come (offline, a new release): the category's name alone.
      () => current && show(undefined),
    );
    return () => {
      current = false;
    };
  }, [pageTitle, routeTitle, categoryName, language]);
}
