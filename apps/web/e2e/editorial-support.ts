import type { APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import type {
  GaleriasPageSchema,
  NoticiaSchema,
  NoticiasPageSchema,
} from '@stockcar/shared/schemas/noticias';
import { apiGet } from './support.ts';

/** Response shapes of the editorial calls, from the shared contract. */
export type Noticia = z.infer<typeof NoticiaSchema>;
export type NoticiasPage = z.infer<typeof NoticiasPageSchema>;
export type GaleriasPage = z.infer<typeof GaleriasPageSchema>;

/** Slugs of the seeded categories that have news, by API id. */
export const NEWS_CATEGORIES = [
  { id: 1, slug: 'proseries' },
  { id: 3, slug: 'stock-series' },
  { id: 4, slug: 'formula-4' },
  { id: 6, slug: 'turismo-nacional' },
] as const;

/** A page of a category's news as the list asks for it (pages of 12). */
export function newsPage(
  request: APIRequestContext,
  idCategoria: number,
  query: Record<string, string | number> = {},
): Promise<NoticiasPage> {
  const params = new URLSearchParams({ tamanhoPagina: '12', numeroPagina: '1' });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return apiGet<NoticiasPage>(request, `/Noticias/categoria/${idCategoria}?${params}`);
}

/** The seasons of the static file (public-site.md §7). */
export async function seasons(request: APIRequestContext): Promise<number[]> {
  return (await (await request.get('/temporadas.json')).json()) as number[];
}

/** dd/mm/yyyy in São Paulo time, as the site shows a publication date. */
export function siteDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}
