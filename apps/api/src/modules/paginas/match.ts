import {
  CATEGORY_ROUTE_NAMES,
  DEFAULT_CATEGORY_SLUG,
  resolveCategory,
  type Category,
} from '@stockcar/shared/categories';
import type { Language } from '@stockcar/shared/i18n';
import type { TitleKey } from '@stockcar/shared/locales/titles/pt-br';
import { PAGINAS_EVENTO, type PaginaEventoSlug } from '@stockcar/shared/schemas/pagina-evento';
import {
  CLUB_ENTRY_PAGES,
  CLUB_OTHER_PAGES,
  isClubDoor,
  isClubPath,
} from '@stockcar/shared/site-pages';

/** A route's name as the web titles it (apps/web/src/app/route-handle.ts). */
export type { TitleKey };

/**
 * The pages of a category that show no row of their own, by their path under
 * /stockcar/{categoria} (the web's route table, apps/web/src/config/paths.ts), with the name the
 * web titles them by. The paths of @stockcar/shared/site-pages are among them (paginas.test.ts).
 */
export const LIST_PAGES = {
  '': 'home',
  categoria: 'categoria',
  etapa: 'etapas',
  classificacao: 'classificacao',
  piloto: 'pilotos',
  equipe: 'equipes',
  circuito: 'circuitos',
  montadora: 'montadoras',
  programacao: 'programacao',
  novidade: 'novidades',
  'seja-patrocinador': 'sejaPatrocinador',
  'quero-ser-patrocinador': 'queroSerPatrocinador',
  'corporativa-b2b': 'corporativaB2b',
  'trabalhe-conosco': 'trabalheConosco',
  'trabalhe-conosco/cadastro': 'bancoTalentos',
  'trabalhe-conosco/obrigado': 'bancoTalentosObrigado',
  'politica-privacidade': 'politicaPrivacidade',
  'termos-de-uso': 'termosDeUso',
  esg: 'esg',
  'termo-menor-idade': 'termoMenorIdade',
  'hall-of-fame': 'hallOfFame',
  'hall-of-fame/stock-quiz': 'stockQuiz',
  'start-quiz': 'startQuiz',
  'fanpush-tv': 'fanpushTv',
} as const satisfies Record<string, TitleKey>;
export type ListPage = keyof typeof LIST_PAGES;

/** Pages the sitemap leaves out (a thank-you, the members' quiz, the TV screen): not indexed. */
export const UNLISTED_PAGES: ReadonlySet<ListPage> = new Set<ListPage>([
  'trabalhe-conosco/obrigado',
  'hall-of-fame/stock-quiz',
  'start-quiz',
  'fanpush-tv',
]);

/** Pages about one row, `{kind}/{id}` under the category. */
export const DETAIL_KINDS = [
  'piloto',
  'equipe',
  'circuito',
  'programacao',
  'noticia',
  'galeria',
  'camarotes-b2b',
] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

export type PageRef =
  | { kind: 'root' }
  | { kind: 'list'; category: Category; page: ListPage }
  | { kind: 'detail'; category: Category; detail: DetailKind; id: number }
  | { kind: 'event'; category: Category; pagina: PaginaEventoSlug }
  | { kind: 'club'; path: string; entry: boolean };

const isListPage = (page: string): page is ListPage => Object.hasOwn(LIST_PAGES, page);
const isDetail = (kind: string): kind is DetailKind => DETAIL_KINDS.includes(kind as DetailKind);
const isEvent = (page: string): page is PaginaEventoSlug =>
  PAGINAS_EVENTO.includes(page as PaginaEventoSlug);

const CLUB_PATTERNS = [...CLUB_ENTRY_PAGES, ...CLUB_OTHER_PAGES].map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-z_]+/gi, '[^/]+')}$`, 'i'),
);

/** A page under /stockcar/{categoria}: `rest` is the path after the category, no slashes around. */
function categoryPage(category: Category, rest: string): PageRef | undefined {
  if (isListPage(rest)) return { kind: 'list', category, page: rest };
  if (isEvent(rest)) return { kind: 'event', category, pagina: rest };
  const [, kind, id] = /^([a-z0-9-]+)\/(\d{1,9})$/.exec(rest) ?? [];
  if (kind && id && isDetail(kind))
    return { kind: 'detail', category, detail: kind, id: Number(id) };
  return undefined;
}

/**
 * The page a path of the site shows, as the web's router matches it (case-insensitive, a
 * trailing slash ignored), or undefined: the not-found page. Only shape is checked here; whether
 * a row exists is the head's business (heads.ts).
 */
export function matchPage(rawPath: string): PageRef | undefined {
  const path = rawPath.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/fanpush') return { kind: 'root' };
  if (path === '/stockcar') return matchPage(`/stockcar/${DEFAULT_CATEGORY_SLUG}`);
  // `/{categoria}` for every slug and alias opens the category's home (the web redirects).
  const bare = path.slice(1);
  if (CATEGORY_ROUTE_NAMES.includes(bare)) return matchPage(`/stockcar/${bare}`);
  if (isClubPath(path)) {
    if (!CLUB_PATTERNS.some((pattern) => pattern.test(path))) return undefined;
    return { kind: 'club', path, entry: isClubDoor(path) };
  }
  const [, slug, rest = ''] = /^\/stockcar\/([^/]+)(?:\/(.*))?$/.exec(path) ?? [];
  const category = resolveCategory(slug);
  return category && categoryPage(category, rest);
}

/** The page's language: English only for formula-4 asked `?idioma=en` (public-site.md §1). */
export function pageLanguage(ref: PageRef, query: URLSearchParams): Language {
  const english = 'category' in ref && ref.category.hasEnglish && query.get('idioma') === 'en';
  return english ? 'en' : 'pt-br';
}
