import { z } from 'zod';
import { categoryById } from '../../categories.ts';
import { tiposOf } from '../../racing-rules.ts';
import { CategoriaIdSchema } from './editorial.ts';
import { IdFilterSchema } from './lista.ts';
import {
  anoTemporada,
  httpsOpcional,
  idRef,
  inteiro,
  texto,
  textoOpcional,
  versionado,
} from './calendario.ts';

/**
 * `/admin/etapas` (issue 11): a stage of a season with its races and its schedule days, saved
 * together. Races keep their ids (results point at them); a race with results cannot be
 * removed. Turismo Nacional's races are sprint or endurance; other categories' have no type.
 */

export const ETAPA_TEXTOS = {
  semCorridas: 'Informe pelo menos uma corrida.',
  corridaRepetida: 'Duas corridas têm o mesmo número.',
  tipo: 'Escolha o tipo da corrida: sprint ou endurance.',
  semTipo: 'Só o Turismo Nacional tem tipo de corrida: deixe em branco.',
  hora: 'Informe a hora da classificação como HH:MM (ou deixe em branco).',
} as const;

/** The default title of a stage: '9ª Etapa'. */
export const tituloEtapa = (numero: number) => `${numero}ª Etapa`;

/** The problem with a race's type for a category, or undefined. */
export function tipoProblem(categoriaId: number, tipo: string | null | undefined) {
  const tipos: readonly string[] = tiposOf(categoriaId);
  if (tipos.length === 0) return tipo ? ETAPA_TEXTOS.semTipo : undefined;
  return tipo && tipos.includes(tipo) ? undefined : ETAPA_TEXTOS.tipo;
}

export const CorridaInputSchema = z.object({
  /** An existing race of the stage keeps its id; a new one has none. */
  id: z.number().int().positive().optional(),
  numero: inteiro('o número da corrida', 1, 20),
  descricao: texto('a descrição da corrida', 100),
  tipo: z
    .string({ error: ETAPA_TEXTOS.tipo })
    .nullish()
    .transform((v) => v || null),
});

export const ProgramacaoInputSchema = z.object({
  id: z.number().int().positive().optional(),
  /** The day's name as shown: 'Sábado'. */
  dia: texto('o dia', 40),
  data: z.iso.date({ error: 'Informe a data do dia (dia, mês e ano).' }),
  /** The day's schedule (HTML from the editor, sanitised by the server). */
  html: texto('a programação do dia', 20_000),
});

export const EtapaInputSchema = z
  .object({
    categoriaId: CategoriaIdSchema,
    temporada: anoTemporada,
    numero: inteiro('o número da etapa', 1, 99),
    /** Empty: '<numero>ª Etapa'. */
    titulo: textoOpcional('o título', 60),
    circuitoId: idRef('o circuito'),
    /** The main race's start (an instant; the console takes it in Brasília time). */
    data: z.iso.datetime({ offset: true, error: 'Informe a data e a hora da largada.' }),
    horaClassificacao: z
      .string({ error: ETAPA_TEXTOS.hora })
      .trim()
      .regex(/^(|([01]\d|2[0-3]):[0-5]\d)$/, { error: ETAPA_TEXTOS.hora })
      .default(''),
    urlTickets: httpsOpcional('da venda de ingressos'),
    corridas: z
      .array(CorridaInputSchema, { error: ETAPA_TEXTOS.semCorridas })
      .min(1, { error: ETAPA_TEXTOS.semCorridas })
      .max(10, { error: 'Uma etapa tem até 10 corridas.' }),
    programacoes: z
      .array(ProgramacaoInputSchema, { error: 'Programação inválida.' })
      .max(7, { error: 'A programação tem até 7 dias.' })
      .default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.corridas.forEach((c, i) => {
      if (seen.has(c.numero)) {
        ctx.addIssue({
          code: 'custom',
          path: ['corridas', i, 'numero'],
          message: ETAPA_TEXTOS.corridaRepetida,
        });
      }
      seen.add(c.numero);
      const tipo = categoryById(v.categoriaId) ? tipoProblem(v.categoriaId, c.tipo) : undefined;
      if (tipo) ctx.addIssue({ code: 'custom', path: ['corridas', i, 'tipo'], message: tipo });
    });
  });
export type EtapaInput = z.infer<typeof EtapaInputSchema>;

export const SITUACOES_CORRIDA = ['aguardando', 'provisorio', 'oficial'] as const;

export const EtapaItemSchema = z.object({
  ...versionado,
  categoriaId: z.number().int(),
  temporada: z.number().int(),
  numero: z.number().int(),
  titulo: z.string(),
  circuitoId: z.number().int(),
  data: z.string(),
  horaClassificacao: z.string(),
  urlTickets: z.string(),
  corridas: z.array(
    z.object({
      id: z.number().int(),
      numero: z.number().int(),
      descricao: z.string(),
      tipo: z.string().nullable(),
      /** Where the race's results stand. */
      situacao: z.enum(SITUACOES_CORRIDA),
    }),
  ),
  programacoes: z.array(
    z.object({ id: z.number().int(), dia: z.string(), data: z.string(), html: z.string() }),
  ),
  /** For the list: the circuit's name, and whether every race's results are official. */
  circuito: z.string(),
  finalizada: z.boolean(),
});
export type EtapaItem = z.infer<typeof EtapaItemSchema>;

export const EtapaFiltrosSchema = { categoriaId: IdFilterSchema, temporada: IdFilterSchema };
