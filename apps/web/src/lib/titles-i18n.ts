import { DEFAULT_LANGUAGE } from '@stockcar/shared/i18n';
import { titlesEn } from '@stockcar/shared/locales/titles/en';
import { titlesPtBr } from '@stockcar/shared/locales/titles/pt-br';
import { i18n, registerNamespace } from './i18n.ts';

/** The pages' names (public-site.md §2.2), keyed as the routes name them (app/route-handle.ts). */
export const TITLES_NS = 'titles';

/*
 * Registered when a page that shows a name loads, or when the layout titles the document
 * (app/layout/use-document-title.ts), not with the shell's texts: the home's first download has
 * a budget (e2e/home-bundle.ts), and a page rendered on the server has its title in the head.
 */
export const titlesT = registerNamespace(TITLES_NS, titlesPtBr, titlesEn);

/** The names in Portuguese whatever the page's language: the club's pages (fan-club.md §1). */
export const portugueseTitlesT = i18n.getFixedT(DEFAULT_LANGUAGE, TITLES_NS);
