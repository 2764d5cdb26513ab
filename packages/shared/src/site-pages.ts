/**
 * The public pages search engines are told about (issue 15): the sitemap lists them, robots.txt
 * lets crawlers in, and a web test checks that each is a route of the site
 * (apps/web/src/app/site-pages.test.ts, against the patterns of apps/web/src/config/paths.ts).
 */

/** Pages every category shows, relative to /stockcar/{categoria} ('' is the category's home). */
export const CATEGORY_PAGES = [
  '',
  'categoria',
  'etapa',
  'classificacao',
  'piloto',
  'equipe',
  'circuito',
  'montadora',
  'programacao/',
  'novidade',
  'seja-patrocinador',
  'quero-ser-patrocinador',
  'corporativa-b2b',
  'trabalhe-conosco',
  'trabalhe-conosco/cadastro',
  'politica-privacidade',
  'termos-de-uso',
  'esg',
  'termo-menor-idade',
] as const;

/** Pages of the pro series alone (its event pages are listed from their rows). */
export const PRO_SERIES_PAGES = ['hall-of-fame'] as const;

/** The Stock Club's doors, open to everyone; the rest of /stockclub is members' or carries tokens. */
export const CLUB_ENTRY_PAGES = ['/stockclub/cadastro', '/stockclub/login'] as const;

/**
 * A page under /stockclub (a URL's path, no query), in any case, as the router and the server
 * match them. `/stockclub` itself is no page of the club: the server answers it 404.
 */
export function isClubPath(path: string): boolean {
  return path.toLowerCase().startsWith('/stockclub/');
}

/** One of the Stock Club's doors (CLUB_ENTRY_PAGES), in any case, a trailing slash ignored. */
export function isClubDoor(path: string): boolean {
  const page = path.toLowerCase().replace(/\/+$/, '');
  return CLUB_ENTRY_PAGES.some((door) => door === page);
}

/**
 * The Stock Club's other pages (members', or reached by a link that carries a token): pages of
 * the site that no search engine is told about. The server answers them, and 404 any other
 * path under /stockclub (apps/web/src/app/site-pages.test.ts keeps this list and the routes equal).
 */
export const CLUB_OTHER_PAGES = [
  '/stockclub/confirmacao-registro',
  '/stockclub/ativacao-conta',
  '/stockclub/esqueci-minha-senha',
  '/stockclub/redefinir-senha',
  '/stockclub/atualizar-senha',
  '/stockclub/pendente-ativacao',
  '/stockclub/home',
  '/stockclub/meu-perfil',
  '/stockclub/piloto-favorito',
  '/stockclub/meus-dados',
  '/stockclub/revogar-autorizacao',
  '/stockclub/pre-votacao',
  '/stockclub/votacao-fanpush',
  '/stockclub/votacao-fanpush-live',
  '/stockclub/preview-votacao-fanpush/:id_etapa',
  '/stockclub/stockchannel',
  '/stockclub/channel/:id',
] as const;

/** Detail pages, as the site links them, relative to /stockcar/{categoria}. */
export const detailPage = {
  piloto: (idPiloto: number) => `piloto/${idPiloto}`,
  equipe: (idEquipe: number) => `equipe/${idEquipe}`,
  circuito: (idCircuito: number) => `circuito/${idCircuito}`,
  /** The schedule of the circuit's next stage. */
  programacao: (idCircuito: number) => `programacao/${idCircuito}`,
  noticia: (id: number) => `noticia/${id}`,
  galeria: (id: number) => `galeria/${id}`,
} as const;

/** A page of a category, from its path relative to /stockcar/{categoria}. */
export function categoryPagePath(slug: string, page: string): string {
  return page ? `/stockcar/${slug}/${page}` : `/stockcar/${slug}`;
}

/** The category's news as an RSS 2.0 feed, beside the news list it follows. */
export function newsFeedPath(slug: string): string {
  return categoryPagePath(slug, 'novidade/rss.xml');
}
