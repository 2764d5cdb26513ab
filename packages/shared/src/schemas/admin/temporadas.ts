import { z } from 'zod';
import { POINTS_BY_POSITION } from '../../points-table.ts';
import { CategoriaIdSchema } from './editorial.ts';
import { IdFilterSchema } from './lista.ts';
import { anoTemporada, inteiro, versionado } from './calendario.ts';

/**
 * `/admin/temporadas` (issue 11): a category's season and the points table its races score by.
 * One per category and year; the standings are recomputed on every save.
 */

export const PONTOS_MAX_POSICOES = 60;

export const PONTOS_TEXTOS = {
  obrigatorio: 'Informe os pontos de cada posição.',
  numero: 'Os pontos são números inteiros de 0 a 1000.',
  vazia: 'Informe os pontos de pelo menos uma posição.',
  longa: `A tabela vai até a ${PONTOS_MAX_POSICOES}ª posição.`,
  crescente: 'Uma posição não pode valer mais pontos que a anterior.',
} as const;

const pontosDaPosicao = z
  .number({ error: PONTOS_TEXTOS.numero })
  .int({ error: PONTOS_TEXTOS.numero })
  .min(0, { error: PONTOS_TEXTOS.numero })
  .max(1000, { error: PONTOS_TEXTOS.numero });

/** Points by finishing position, [1st, 2nd, …]: never more for a worse place. */
export const TabelaPontosSchema = z
  .array(pontosDaPosicao, { error: PONTOS_TEXTOS.obrigatorio })
  .min(1, { error: PONTOS_TEXTOS.vazia })
  .max(PONTOS_MAX_POSICOES, { error: PONTOS_TEXTOS.longa })
  .superRefine((pontos, ctx) => {
    pontos.forEach((p, i) => {
      const anterior = pontos[i - 1];
      if (anterior !== undefined && p > anterior) {
        ctx.addIssue({ code: 'custom', path: [i], message: PONTOS_TEXTOS.crescente });
      }
    });
  });

export const TemporadaInputSchema = z.object({
  categoriaId: CategoriaIdSchema,
  ano: anoTemporada,
  /** A new season starts with the default table. */
  pontos: TabelaPontosSchema.default([...POINTS_BY_POSITION]),
  pontosPole: inteiro('os pontos da pole', 0, 1000).default(0),
  pontosVoltaRapida: inteiro('os pontos da volta mais rápida', 0, 1000).default(0),
  /**
   * Creating a season: copy the entry list of this year's season of the same category (while
   * the new season has no entries of its own).
   */
  copiarInscricoesDe: anoTemporada.nullish(),
});
export type TemporadaInput = z.infer<typeof TemporadaInputSchema>;

/** What the console reads: the stored season (responses are not held to the input's rules). */
export const TemporadaItemSchema = z.object({
  ...versionado,
  categoriaId: z.number().int(),
  ano: z.number().int(),
  pontos: z.array(z.number().int()),
  pontosPole: z.number().int(),
  pontosVoltaRapida: z.number().int(),
  /** What the season holds (a season with either cannot be deleted). */
  etapas: z.number().int(),
  inscricoes: z.number().int(),
});
export type TemporadaItem = z.infer<typeof TemporadaItemSchema>;

/** List filters: `categoriaId`, `ano`. */
export const TemporadaFiltrosSchema = { categoriaId: IdFilterSchema, ano: IdFilterSchema };
