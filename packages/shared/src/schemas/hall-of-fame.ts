import { z } from 'zod';

/**
 * `GET /HallOfFame` (fan-club.md §2, §3 "Hall of fame entry", §7, §9): the Pro Series hall of
 * fame. Every figure is historical (before the data starts) plus computed from race results.
 */

/** Drivers with at least this many races form the first list (fan-club.md §9). */
export const HALL_OF_FAME_MIN_CORRIDAS = 300;
/** The podium shows this many champions; the wins list this many drivers. */
export const HALL_OF_FAME_PODIUM = 3;
export const HALL_OF_FAME_TOP_VITORIAS = 10;

/** The spec's entry: a driver and his race count. */
export const HallOfFamePilotoSchema = z.object({
  nomePiloto: z.string(),
  numeroCorridas: z.number().int(),
});
export type HallOfFamePiloto = z.infer<typeof HallOfFamePilotoSchema>;

/** A champion: the podium's first three and the expandable winner cards. */
export const CampeaoSchema = z.object({
  nomePiloto: z.string(),
  foto: z.string(),
  titulos: z.number().int(),
  /** Seasons won, oldest first. */
  anos: z.array(z.number().int()),
  vitorias: z.number().int(),
  numeroCorridas: z.number().int(),
});
export type Campeao = z.infer<typeof CampeaoSchema>;

export const VencedorSchema = z.object({
  posicao: z.number().int(),
  nomePiloto: z.string(),
  vitorias: z.number().int(),
});
export type Vencedor = z.infer<typeof VencedorSchema>;

export const HallOfFameResponseSchema = z.object({
  /** Every champion by titles, then wins, then name: the podium is the first three. */
  campeoes: z.array(CampeaoSchema),
  /** The 10 drivers with most wins, most first. */
  maioresVencedores: z.array(VencedorSchema),
  /**
   * Every driver by race count, most first (then name). One sorted list, as the spec's entry;
   * the web splits it at HALL_OF_FAME_MIN_CORRIDAS with `splitByCorridas`.
   */
  pilotos: z.array(HallOfFamePilotoSchema),
});
export type HallOfFameResponse = z.infer<typeof HallOfFameResponseSchema>;

/** The two lists of the page: 300 or more races, and fewer; each keeps the given order. */
export function splitByCorridas(pilotos: readonly HallOfFamePiloto[]) {
  const byCount = [...pilotos].sort(
    (a, b) => b.numeroCorridas - a.numeroCorridas || a.nomePiloto.localeCompare(b.nomePiloto),
  );
  return {
    veteranos: byCount.filter((p) => p.numeroCorridas >= HALL_OF_FAME_MIN_CORRIDAS),
    demais: byCount.filter((p) => p.numeroCorridas < HALL_OF_FAME_MIN_CORRIDAS),
  };
}
