import type { Category } from '@stockcar/shared/categories';
import { circuitHasLink, driverHasLink } from '@stockcar/shared/link-rules';
import {
  CATEGORY_PAGES,
  CLUB_ENTRY_PAGES,
  PRO_SERIES_PAGES,
  categoryPagePath,
  detailPage,
} from '@stockcar/shared/site-pages';
import type { Db } from '../../db/client.ts';
import { resolveSeason } from '../../db/queries/seasons.ts';
import { driverStandings, teamStandings } from '../../db/queries/standings.ts';
import { pageUrlIn } from '@stockcar/shared/language-urls';
import { pageLanguageOf } from '../../lib/page-language.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import {
  categoryCircuits,
  eventPages,
  latestPerCategory,
  latestResults,
  nextStagesByCircuit,
  siteCategories,
} from './repository.ts';
import type { SitemapEntry } from './xml.ts';

type Dates = (Date | null | undefined)[];

/** The newest of some dates, if any. */
export function newest(dates: Dates): Date | undefined {
  return dates.reduce<Date | undefined>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    undefined,
  );
}

/**
 * A page's sitemap entries: one, or one per language where it has several (formula-4's
 * English at `?idioma=en`, decision 0030), each naming every version.
 */
export function pageEntries(
  publicUrl: string,
  path: string,
  lastmod?: Date | null,
): SitemapEntry[] {
  const { alternates } = pageLanguageOf(path, publicUrl);
  if (alternates.length === 0) return [{ loc: absoluteUrl(publicUrl, path), lastmod }];
  return [pageUrlIn(path, 'pt-br'), pageUrlIn(path, 'en')].map((url) => ({
    loc: absoluteUrl(publicUrl, url),
    lastmod,
    alternates,
  }));
}

/** Per category: when its news, galleries and official results last changed. */
interface Freshness {
  news?: Date | null | undefined;
  galleries?: Date | null | undefined;
  results?: Date | null | undefined;
}

/** Pages whose content follows the official results (stages, standings, drivers, teams). */
const FOLLOW_RESULTS = new Set<string>(['etapa', 'classificacao', 'piloto', 'equipe']);

/** When a page of a category last changed, where the data says it. */
function lastmodOf(page: string, f: Freshness): Date | undefined {
  if (page === '') return newest([f.news, f.galleries, f.results]);
  if (page === 'novidade') return newest([f.news, f.galleries]);
  return FOLLOW_RESULTS.has(page) ? (f.results ?? undefined) : undefined;
}

/** The drivers and teams a category's lists show (its current season), as the public reads do. */
async function entrants(db: Db, category: Category) {
  const temporada = await resolveSeason(db, category.id, undefined);
  const filter = { categoriaId: category.id, temporada };
  const [drivers, teams] = await Promise.all([
    driverHasLink(category.slug) ? driverStandings(db, filter) : [],
    teamStandings(db, filter),
  ]);
  return { drivers: drivers.map((d) => d.idPiloto), teams: teams.map((t) => t.idEquipe) };
}

const byCategory = <T extends { categoriaId: number }>(rows: T[]) => {
  const grouped = new Map<number, T[]>();
  for (const row of rows)
    grouped.set(row.categoriaId, [...(grouped.get(row.categoriaId) ?? []), row]);
  return (categoriaId: number) => grouped.get(categoriaId) ?? [];
};

/** What one category's pages are made of. */
interface CategoryData {
  fresh: Freshness;
  drivers: number[];
  teams: number[];
  circuits: number[];
  schedules: number[];
  events: string[];
}

/** A category's pages (relative to /stockcar/{categoria}) with their lastmod where known. */
function categoryPages(category: Category, d: CategoryData) {
  const page = (path: string, lastmod?: Date) => ({ path, lastmod });
  const proSeries = category.slug === 'proseries';
  return [
    ...CATEGORY_PAGES.map((path) => page(path, lastmodOf(path, d.fresh))),
    ...(proSeries ? [...PRO_SERIES_PAGES, ...d.events].map((path) => page(path)) : []),
    ...d.drivers.map((id) => page(detailPage.piloto(id), lastmodOf('piloto', d.fresh))),
    ...d.teams.map((id) => page(detailPage.equipe(id), lastmodOf('equipe', d.fresh))),
    ...(circuitHasLink(category.slug) ? d.circuits : []).map((id) => page(detailPage.circuito(id))),
    ...d.schedules.map((id) => page(detailPage.programacao(id))),
  ];
}

/**
 * Every public page that is not dated content: each category's pages and the details its
 * lists link to, the pro series' own pages and the Stock Club's doors. A fixed number of
 * queries per category (its season, drivers and teams), none per page.
 */
export async function sitePages(db: Db, publicUrl: string): Promise<SitemapEntry[]> {
  const [categories, news, galleries, results, circuits, nextStages, events] = await Promise.all([
    siteCategories(db),
    latestPerCategory(db, 'noticias'),
    latestPerCategory(db, 'galerias'),
    latestResults(db),
    categoryCircuits(db),
    nextStagesByCircuit(db),
    eventPages(db),
  ]);
  const latest = (rows: { categoriaId: number; lastmod: Date | null }[], id: number) =>
    rows.find((r) => r.categoriaId === id)?.lastmod;
  const circuitsOf = byCategory(circuits);
  const schedulesOf = byCategory(nextStages.filter((stage) => stage.programacaoId !== null));
  const lists = await Promise.all(categories.map((category) => entrants(db, category)));

  const entries = categories.flatMap((category, i) =>
    categoryPages(category, {
      fresh: {
        news: latest(news, category.id),
        galleries: latest(galleries, category.id),
        results: latest(results, category.id),
      },
      drivers: lists[i]?.drivers ?? [],
      teams: lists[i]?.teams ?? [],
      circuits: circuitsOf(category.id).map((c) => c.circuitoId),
      schedules: schedulesOf(category.id).map((s) => s.circuitoId),
      events: events.map((e) => e.pagina),
    }).flatMap(({ path, lastmod }) =>
      pageEntries(publicUrl, categoryPagePath(category.slug, path), lastmod),
    ),
  );
  return [...entries, ...CLUB_ENTRY_PAGES.map((path) => ({ loc: absoluteUrl(publicUrl, path) }))];
}
