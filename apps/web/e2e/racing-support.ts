import type { APIRequestContext, Page } from '@playwright/test';
import type { z } from 'zod';
import type { Categoria } from '@stockcar/shared/schemas/categoria';
import type { Etapa } from '@stockcar/shared/schemas/etapa';
import type {
  CircuitoDetalhe,
  ClassificacaoEquipesSchema,
  ClassificacaoPilotosSchema,
  EquipeDetalheSchema,
  EquipesResponseSchema,
  MontadorasResponseSchema,
  PilotoCard,
  PilotoDetalhe,
} from '@stockcar/shared/schemas/racing';
import { apiGet } from './support.ts';

/** Response shapes of the racing calls, from the shared contract. */
export type { CircuitoDetalhe, Etapa, PilotoCard, PilotoDetalhe };
export type EtapasBody = { etapas: Etapa[] };
export type PilotosBody = { pilotos: PilotoCard[] };
export type ClassificacaoPilotos = z.infer<typeof ClassificacaoPilotosSchema>;
export type ClassificacaoEquipes = z.infer<typeof ClassificacaoEquipesSchema>;
export type Equipes = z.infer<typeof EquipesResponseSchema>;
export type EquipeDetalhe = z.infer<typeof EquipeDetalheSchema>;
export type Montadoras = z.infer<typeof MontadorasResponseSchema>;

/** The default season as the site computes it: the current year in São Paulo. */
export function siteYear(): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(
      new Date(),
    ),
  );
}

/**
 * The visitor chose English (kept in session storage, shown on formula-4 only): formula-4's
 * addresses then open at their English URL, `?idioma=en` (decision 0030).
 */
export async function chooseEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('idioma', 'en'));
}

/** The ticket button a category answers (public-site.md §3); the site stores it on entry. */
export async function ticketButtonOf(request: APIRequestContext, idCategoria: number) {
  const body = await apiGet<{ categoria: Categoria }>(request, `/Categoria/${idCategoria}`);
  return body.categoria.btnIngresso;
}
