import type { BtnIngresso } from './schemas/categoria.ts';
import type { UsuarioSessao } from './schemas/usuario-sessao.ts';

/** Timers and limits of public-site.md §9 and fan-club.md §9, in milliseconds where timed. */
export const POPUP_DELAY_MS = 3000;
export const COUNTDOWN_TICK_MS = 1000;
export const LIVE_SPINNER_MS = 1000;
export const LIVE_SWITCH_DELAY_MS = 200;
export const FOOTER_SETUP_DELAY_MS = 1500;
export const NOTICE_MS = 10_000;
export const LANGUAGE_RELOAD_DELAY_MS = 50;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const NEWS_PAGE_SIZE_DEFAULT = 10;
export const NEWS_PAGE_SIZE_HOME = 5;
export const NEWS_PAGE_SIZE_LIST = 12;
export const RELATED_NEWS_SIZE = 4;
export const STANDINGS_LIMIT_DEFAULT = 4000;
export const TEXT_FIELD_MAX = 300;
export const MOBILE_MASKED_LENGTH = 15;

/** Sponsor logo block placeholders shown while loading (public-site.md §2.4). */
export const LOGO_PLACEHOLDERS = 6;

/** Storage keys of public-site.md §4 and §9. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'usuario',
  localVotes: 'votosLocais',
  language: 'idioma',
  ticketButton: 'btnIngresso',
  category: 'categoria',
  footer: 'footer',
  live: 'live',
  nextStagePrefix: 'proximaEtapa:',
} as const;

/*
 * The defaults of stored values (public-site.md §3). Here rather than beside their schemas, so
 * the web's first load takes them without the schemas and zod (docs/decisions/0026).
 */
/** Logged-out default: idUsuario -1 and empty strings. */
export const USUARIO_DESLOGADO: UsuarioSessao = {
  idUsuario: -1,
  name: '',
  sobrenome: '',
  email: '',
  cpf: '',
  foto: '',
  cadastroCompleto: false,
};
/** The ticket button, hidden. */
export const BTN_INGRESSO_OCULTO: BtnIngresso = { show: false, link: '' };
