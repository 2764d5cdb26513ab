import { z } from 'zod';
import { BTN_INGRESSO_OCULTO, STORAGE_KEYS, USUARIO_DESLOGADO } from '@stockcar/shared/constants';
import { LANGUAGES, type Language } from '@stockcar/shared/i18n';
import {
  BtnIngressoSchema,
  CategoriaSchema,
  type BtnIngresso,
  type Categoria,
} from '@stockcar/shared/schemas/categoria';
import { ItemRodapeSchema, type ItemRodape } from '@stockcar/shared/schemas/footer';
import { EtapaSchema, type Etapa } from '@stockcar/shared/schemas/etapa';
import { UsuarioSessaoSchema, type UsuarioSessao } from '@stockcar/shared/schemas/usuario-sessao';
import { paths } from '../config/paths.ts';
import {
  clearAccessToken,
  currentAccessToken,
  refreshAccessToken,
  revokeServerSession,
} from './access-token.ts';
import { readJson, readRaw, remove, writeJson, writeRaw } from './storage.ts';

/**
 * The client state of public-site.md §4. The member's record lives in localStorage so it
 * survives tabs; the access token only in memory (lib/access-token.ts, spec-deviations); the
 * rest lives in sessionStorage. Nothing else touches these keys.
 */
export const ROUTER_UPDATE_EVENT = 'router-update';

const listeners = new Set<() => void>();
let navigate: (to: string) => void = (to) => window.location.assign(to);

/** The router registers itself so logout can leave without a full page load. */
export function setSessionNavigator(fn: (to: string) => void): void {
  navigate = fn;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

function dispatchRouterUpdate(): void {
  window.dispatchEvent(new Event(ROUTER_UPDATE_EVENT));
}

/** Signed in on this browser: a member's record is stored, which every tab sees. */
export function isSignedIn(): boolean {
  return getUser().idUsuario > 0;
}

/**
 * A live access token for a signed-in member, renewed from the refresh cookie when this tab has
 * none yet (a reload, a new tab) or it is about to expire. A session the server has ended is
 * forgotten here too; null means "not signed in".
 */
export async function resumeSession(): Promise<string | null> {
  const token = currentAccessToken();
  if (token || !isSignedIn()) return token;
  if ((await refreshAccessToken()) === 'expired') forgetSession();
  return currentAccessToken();
}

/** The server said the session is over: drop it here without leaving the page. */
export function forgetSession(): void {
  clearAccessToken();
  remove('local', STORAGE_KEYS.user);
  remove('local', STORAGE_KEYS.localVotes);
  notify();
  dispatchRouterUpdate();
}

// Another tab logged out (its stored record is gone): this tab's token goes with it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.user && !isSignedIn()) clearAccessToken();
  });
}

export function getUser(): UsuarioSessao {
  return (
    readJson('local', STORAGE_KEYS.user, import.meta.env.DEV && UsuarioSessaoSchema) ??
    USUARIO_DESLOGADO
  );
}

/** The spec's successful profile load: keep the user, mark logged in, tell listeners. */
export function signIn(user: UsuarioSessao): void {
  writeJson('local', STORAGE_KEYS.user, user);
  notify();
  dispatchRouterUpdate();
}

/** Logout (fan-club.md §6): the server ends every session of this browser, then the login. */
export function logout(): void {
  // A visitor who was never signed in stays where they are (a wrong e-mail on forgot-password
  // answers 'Usuário não encontrado', which logs out by §8).
  if (!currentAccessToken() && !isSignedIn()) return;
  revokeServerSession();
  forgetSession();
  navigate(paths.stockclub.login);
}

export function getStoredLanguage(): Language | undefined {
  const stored = readRaw('session', STORAGE_KEYS.language);
  return LANGUAGES.find((language) => language === stored);
}
export function setStoredLanguage(language: Language): void {
  writeRaw('session', STORAGE_KEYS.language, language);
}

export type TicketButton = BtnIngresso;
export function getTicketButton(): TicketButton {
  return (
    readJson('session', STORAGE_KEYS.ticketButton, import.meta.env.DEV && BtnIngressoSchema) ??
    BTN_INGRESSO_OCULTO
  );
}
export function setTicketButton(state: TicketButton): void {
  writeJson('session', STORAGE_KEYS.ticketButton, state);
}

export function getStoredCategory(): Categoria | undefined {
  return readJson('session', STORAGE_KEYS.category, import.meta.env.DEV && CategoriaSchema);
}
export function setStoredCategory(categoria: Categoria): void {
  writeJson('session', STORAGE_KEYS.category, categoria);
}

// Built in development and tests only, like every check of the server's data (contract-check.ts).
const FooterItemsSchema = import.meta.env.DEV && z.array(ItemRodapeSchema);
export function getStoredFooter(): ItemRodape[] | undefined {
  return readJson('session', STORAGE_KEYS.footer, FooterItemsSchema);
}
export function setStoredFooter(items: ItemRodape[]): void {
  writeJson('session', STORAGE_KEYS.footer, items);
}

/** The `live` session value read by the home popup (public-site.md §4). */
export function getLiveFlag(): string | null {
  return readRaw('session', STORAGE_KEYS.live);
}
export function setLiveFlag(value: 'true' | 'false'): void {
  if (getLiveFlag() === value) return;
  writeRaw('session', STORAGE_KEYS.live, value);
  notify();
}

const CachedStageSchema = import.meta.env.DEV && z.object({ etapa: EtapaSchema.nullable() });
/** The next stage per category; undefined when never fetched, null when there is none. */
export function getCachedNextStage(idCategoria: number): Etapa | null | undefined {
  const key = STORAGE_KEYS.nextStagePrefix + String(idCategoria);
  return readJson('session', key, CachedStageSchema)?.etapa;
}
export function setCachedNextStage(idCategoria: number, etapa: Etapa | null): void {
  writeJson('session', STORAGE_KEYS.nextStagePrefix + String(idCategoria), { etapa });
}
