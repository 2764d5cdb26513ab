import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { PAGINAS_EVENTO } from '@stockcar/shared/schemas/pagina-evento';
import {
  CATEGORY_PAGES,
  CLUB_ENTRY_PAGES,
  CLUB_OTHER_PAGES,
  PRO_SERIES_PAGES,
  categoryPagePath,
  detailPage,
} from '@stockcar/shared/site-pages';
import { paths } from '../config/paths.ts';
import { createRoutes } from './router.tsx';
import { lazyPage } from './routes/lazy-page.ts';
import { stockclubRoutes } from './stockclub-routes.ts';

// Issue 15: the sitemap (apps/api modules/descoberta) announces the pages of
// packages/shared/src/site-pages.ts; each must be a page of the site, and every page of a
// category is either announced or kept out for a reason.
const queryClient = new QueryClient();
const { routes, discover } = createRoutes(queryClient);
// A category's pages are a lazy table (router.tsx): the tree gets them on a first visit to one.
await discover(categoryPagePath('proseries', 'classificacao'));
const announced = [
  ...CATEGORY_PAGES,
  ...PRO_SERIES_PAGES,
  ...PAGINAS_EVENTO,
  ...Object.values(detailPage).map((build) => build(7)),
];

/** Category pages no search engine is pointed at, and why. */
const KEPT_OUT: Record<string, string> = {
  'fanpush-tv': 'the TV screen of the live vote, without menu or footer',
  'camarotes-b2b/:id_camarote': 'a proposal form reached from the B2B list',
  'trabalhe-conosco/obrigado': 'the thank-you after the talent-bank form',
  'hall-of-fame/stock-quiz': "the members' quiz",
  'start-quiz': "the members' quiz",
  '*': 'the not-found page',
};

const pageMatched = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;

describe('the pages the sitemap announces', () => {
  it.each(announced)('/stockcar/proseries/%s is a page of the site', (page) => {
    const route = pageMatched(categoryPagePath('proseries', page));
    expect(route?.path).not.toBe('*');
    expect(route?.lazy ?? route?.Component).toBeDefined();
  });

  it('the club pages it announces are Stock Club pages', () => {
    const club = stockclubRoutes((load) => lazyPage(load, queryClient)).map((route) => route.path);
    expect(club).toEqual(expect.arrayContaining([...CLUB_ENTRY_PAGES]));
  });

  it('the server knows every Stock Club page (any other path under /stockclub is a 404)', () => {
    const club = stockclubRoutes((load) => lazyPage(load, queryClient)).map((route) => route.path);
    expect([...club].sort()).toEqual([...CLUB_ENTRY_PAGES, ...CLUB_OTHER_PAGES].sort());
  });

  it('every page of a category is announced or kept out for a reason', () => {
    const category = routes[0]?.children?.find((r) => r.path === paths.category.pattern);
    const patterns = (category?.children ?? []).map((r: RouteObject) => r.path ?? '');
    const detailPatterns = announced.map((page) => page.replace(/\d+$/, ':'));
    const unaccounted = patterns.filter(
      (pattern) =>
        !(pattern in KEPT_OUT) &&
        !announced.includes(pattern) &&
        !announced.includes(`${pattern}/`) &&
        !detailPatterns.includes(pattern.replace(/:[A-Za-z_]+$/, ':')),
    );
    expect(patterns.length).toBeGreaterThan(30);
    expect(unaccounted).toEqual([]);
  });
});
