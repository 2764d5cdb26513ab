import { z } from 'zod';
import { IdFilterSchema } from './lista.ts';
import { CorridaDetalheSchema, InscritoSchema } from './resultados.ts';
import { IMPORTACAO_TEXTOS } from './resultados-textos.ts';

/**
 * The timing CSV's import (issue 11, `POST /admin/corridas/:id/importacao`, multipart `file`):
 * its query, and the preview every call answers (docs/race-control-results.md).
 */

export const MODOS_IMPORTACAO = ['previa', 'salvar'] as const;

/** `?modo=previa` checks and saves nothing; `?modo=salvar&versao=n[&oficializar=true]` saves. */
export const ImportacaoQuerySchema = z
  .object({
    modo: z.enum(MODOS_IMPORTACAO),
    versao: IdFilterSchema.optional(),
    oficializar: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .refine((q) => q.modo === 'previa' || q.versao !== undefined, {
    error: IMPORTACAO_TEXTOS.versaoObrigatoria,
    path: ['versao'],
  });

/** A line of the timing file as read (cells as written) and what is wrong with it. */
export const ImportacaoLinhaSchema = z.object({
  /** Line number in the file (the header is line 1). */
  linha: z.number().int(),
  posicao: z.string(),
  numero: z.string(),
  piloto: z.string(),
  voltas: z.string(),
  tempo: z.string(),
  status: z.string(),
  largada: z.string(),
  melhorVolta: z.string(),
  /** The entry the car number names in the season, when it does. */
  inscrito: InscritoSchema.nullable(),
  erros: z.array(z.string()),
});
export type ImportacaoLinha = z.infer<typeof ImportacaoLinhaSchema>;

export const ImportacaoRespostaSchema = z.object({
  valido: z.boolean(),
  /** The file's recognised columns, by their names in the format (docs/race-control-results.md). */
  colunas: z.array(z.string()),
  linhas: z.array(ImportacaoLinhaSchema),
  /** What is wrong with the file as a whole: encoding, missing columns, no rows. */
  erros: z.array(z.string()),
  resumo: z.object({
    codificacao: z.enum(['UTF-8', 'Windows-1252']).nullable(),
    separador: z.enum([';', ',']).nullable(),
    /** Columns of the file that are not in the format (left out). */
    ignoradas: z.array(z.string()),
    linhas: z.number().int(),
    classificados: z.number().int(),
    naoClassificados: z.number().int(),
    pole: z.string().nullable(),
    voltaRapida: z.string().nullable(),
    voltaRapidaTempo: z.string(),
  }),
  /** With `modo=salvar`: the race as saved. */
  corrida: CorridaDetalheSchema.nullable(),
});
export type ImportacaoResposta = z.infer<typeof ImportacaoRespostaSchema>;
