import { resolveCategory, DEFAULT_CATEGORY_SLUG, type Category } from '@stockcar/shared/categories';
import type { Db } from '../../db/client.ts';
import { resolveSeason } from '../../db/queries/seasons.ts';
import { t } from '../../i18n.ts';
import type { PageHead } from '../../lib/page-head.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { findNextStage, findStages } from '../../db/queries/stages.ts';
import { DETAIL_HEADS } from './detail-heads.ts';
import { categoryFrame, share, trail, type Frame } from './frame.ts';
import { breadcrumbLd, organizationLd, sportsEventLd, type Stage } from './json-ld.ts';
import {
  LIST_PAGES,
  UNLISTED_PAGES,
  matchPage,
  pageLanguage,
  type ListPage,
  type PageRef,
  type TitleKey,
} from './match.ts';
import { findEventPage } from './repository.ts';

/**
 * The head of any page of the site (docs/decisions/0028), from its path and query, or
 * undefined when the path is no page (the not-found page, status 404). Built once here for the
 * server-written head and for a later server rendering of the pages.
 */
export async function resolvePageHead(
  db: Db,
  publicUrl: string,
  url: string,
): Promise<PageHead | undefined> {
  const [path = '/', search = ''] = url.split('?');
  const ref = matchPage(path);
  if (!ref) return undefined;
  const lang = pageLanguage(ref, new URLSearchParams(search));
  if (ref.kind === 'root' || ref.kind === 'club') return siteHead(db, publicUrl, ref);
  const f = await categoryFrame(db, publicUrl, ref.category, lang);
  if (ref.kind === 'list') return listHead(f, ref.page);
  if (ref.kind === 'detail') return DETAIL_HEADS[ref.detail](f, ref.id);
  return eventHead(f, ref.pagina);
}

const PAGE_PATH: Partial<Record<ListPage, string>> = { programacao: 'programacao/' };

/** Stages shown as events: the season's on the stages page, the next one on the schedule. */
async function stagesOf(f: Frame, page: ListPage): Promise<Stage[]> {
  if (page === 'etapa') {
    const temporada = await resolveSeason(f.db, f.category.id, undefined);
    return findStages(f.db, f.category.id, temporada);
  }
  if (page === 'programacao') {
    const next = await findNextStage(f.db, f.category.id);
    return next ? [next] : [];
  }
  return [];
}

async function listHead(f: Frame, page: ListPage): Promise<PageHead> {
  const key: TitleKey = LIST_PAGES[page];
  const url = f.url(PAGE_PATH[page] ?? page);
  const image = f.image();
  const stages = await stagesOf(f, page);
  const events = stages.map((stage) =>
    sportsEventLd(stage, f.organizer, f.url(`programacao/${stage.circuito.id}`), image),
  );
  return {
    title: f.title(f.routeName(key)),
    description: f.text(key),
    ...(UNLISTED_PAGES.has(page) && { noindex: true }),
    share: share(f, url, image),
    jsonLd: page === '' ? [organizationLd(f.organizer)] : [...events, breadcrumbLd(trail(f, page))],
  };
}

const EVENT_TITLES = {
  galeao: 'galeao',
  'belo-horizonte': 'beloHorizonte',
  'buenos-aires': 'buenosAires',
  'historia-buenosaires': 'historiaBuenosAires',
  'historia-bh': 'historiaBh',
} as const satisfies Record<string, TitleKey>;

/** The pro series' event pages: elsewhere, or removed by the newsroom, not found. */
async function eventHead(f: Frame, pagina: keyof typeof EVENT_TITLES) {
  if (f.category.slug !== DEFAULT_CATEGORY_SLUG) return undefined;
  const row = await findEventPage(f.db, pagina);
  if (!row) return undefined;
  const name = f.routeName(EVENT_TITLES[pagina]);
  const url = f.url(pagina);
  return {
    title: f.title(name),
    description: row.linhaFina,
    share: share(f, url, f.image(), 'article'),
    jsonLd: [breadcrumbLd([...trail(f, ''), { name, url }])],
  } satisfies PageHead;
}

const defaultCategory = resolveCategory(DEFAULT_CATEGORY_SLUG) as Category;

/** The site's root and the Stock Club's pages: framed by the default category, in Portuguese. */
async function siteHead(
  db: Db,
  publicUrl: string,
  ref: Extract<PageRef, { kind: 'root' | 'club' }>,
): Promise<PageHead> {
  const f = await categoryFrame(db, publicUrl, defaultCategory, 'pt-br');
  if (ref.kind === 'root') {
    const url = absoluteUrl(publicUrl, '/');
    const site = { name: t('descoberta:site.name'), url, logo: f.image() };
    return {
      title: site.name,
      description: t('descoberta:site.description'),
      share: share(f, url, f.image()),
      jsonLd: [organizationLd(site)],
    };
  }
  const entry = ref.path.endsWith('/cadastro') ? 'cadastro' : 'stockclub';
  return {
    title: f.title(f.routeName(ref.entry ? entry : 'stockclub')),
    description: f.text(ref.entry ? entry : 'clube'),
    ...(!ref.entry && { noindex: true }),
    share: share(f, absoluteUrl(publicUrl, ref.path), f.image()),
  };
}
