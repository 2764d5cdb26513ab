import { z } from 'zod';
import { IdFilterSchema, ListQuerySchema } from './lista.ts';
import {
  RESULTADOS_TEXTOS as T,
  SITUACOES_CORRIDA,
  STATUS_RESULTADO,
} from './resultados-textos.ts';

/**
 * Race results in the console (issue 11, area `corridas`, `/api/v1/admin/corridas`): the races
 * with their stage, a race's classification and the season's entry list, the classification
 * saved over the race's version (provisional, or official at once), the timing CSV's import with
 * its preview, and the publishing actions.
 */

/** The most rows a classification (or a timing file) may have. */
export const MAX_LINHAS_RESULTADO = 200;

export const CorridaListQuerySchema = ListQuerySchema.extend({
  categoriaId: IdFilterSchema.optional(),
  temporada: z.coerce.number().int().min(1950).max(2100).optional(),
  situacao: z.enum(SITUACOES_CORRIDA).optional(),
});

/** A race in the list: its stage (category, season, number, title, circuit, date). */
export const CorridaItemSchema = z.object({
  id: z.number().int(),
  versao: z.number().int(),
  etapaId: z.number().int(),
  categoriaId: z.number().int(),
  temporada: z.number().int(),
  etapaNumero: z.number().int(),
  etapa: z.string(),
  circuito: z.string(),
  /** The stage's main race start (UTC). */
  data: z.string(),
  numero: z.number().int(),
  descricao: z.string(),
  tipo: z.enum(['sprint', 'endurance']).nullable(),
  situacao: z.enum(SITUACOES_CORRIDA),
  /** When the results were last made official. */
  oficialEm: z.string().nullable(),
  /** Rows of its classification. */
  resultados: z.number().int(),
});
export type CorridaItem = z.infer<typeof CorridaItemSchema>;

/** A car of the race (pole, fastest lap): its entry and number. */
const CarroSchema = z.object({ inscricaoId: z.number().int(), numero: z.string() }).nullable();

export const LinhaClassificacaoSchema = z.object({
  /** Within the class where the category classifies per class (turismo); null: not classified. */
  posicao: z.number().int().nullable(),
  numero: z.string(),
  inscricaoId: z.number().int(),
  piloto: z.string(),
  equipe: z.string(),
  subcategoria: z.string().nullable(),
  voltas: z.number().int().nullable(),
  /** The winner's race time, the gap of the others, as the timing gives it. */
  tempo: z.string(),
  largada: z.number().int().nullable(),
  status: z.enum(STATUS_RESULTADO),
  pontos: z.number().int(),
});
export type LinhaClassificacao = z.infer<typeof LinhaClassificacaoSchema>;

export const InscritoSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  piloto: z.string(),
  equipe: z.string(),
  subcategoria: z.string().nullable(),
});
export type Inscrito = z.infer<typeof InscritoSchema>;

/** `GET /admin/corridas/:id`: the race, its classification and the season's entry list. */
export const CorridaDetalheSchema = CorridaItemSchema.extend({
  categoria: z.string(),
  /** Positions count within each class (turismo). */
  classificaPorClasse: z.boolean(),
  pole: CarroSchema,
  voltaRapida: CarroSchema,
  voltaRapidaTempo: z.string(),
  classificacao: z.array(LinhaClassificacaoSchema),
  inscritos: z.array(InscritoSchema),
});
export type CorridaDetalhe = z.infer<typeof CorridaDetalheSchema>;

const numeroCarro = z
  .string({ error: T.numero })
  .trim()
  .min(1, { error: T.numero })
  .max(10, { error: T.numero });
const inteiroOuNulo = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).nullable();

export const ResultadoLinhaInputSchema = z.object({
  numero: numeroCarro,
  posicao: inteiroOuNulo(1, 999, T.posicao),
  status: z.enum(STATUS_RESULTADO, { error: T.status }),
  voltas: inteiroOuNulo(0, 100_000, T.voltas),
  tempo: z.string({ error: T.tempo }).trim().max(40, { error: T.tempo }),
  /** Grid position (1 is the pole); the timing file's LARGADA. */
  largada: inteiroOuNulo(1, 999, T.largada).default(null),
});
export type ResultadoLinhaInput = z.infer<typeof ResultadoLinhaInputSchema>;

/** What a classification is: its rows, and the race's pole and fastest lap by car number. */
export const ClassificacaoInputSchema = z.object({
  classificacao: z
    .array(ResultadoLinhaInputSchema)
    .min(1, { error: T.semLinhas })
    .max(MAX_LINHAS_RESULTADO, { error: T.linhasDemais }),
  pole: numeroCarro.nullable(),
  voltaRapida: numeroCarro.nullable(),
  voltaRapidaTempo: z.string().trim().max(20, { error: 'Use até 20 caracteres no tempo.' }),
});
export type ClassificacaoInput = z.infer<typeof ClassificacaoInputSchema>;

/**
 * `PUT /admin/corridas/:id/resultado`: the whole classification over the version read;
 * `oficializar` makes it official in the same save, else the race is provisional.
 */
export const ResultadoInputSchema = ClassificacaoInputSchema.extend({
  oficializar: z.boolean(),
  versao: z.number().int().positive(),
});
export type ResultadoInput = z.infer<typeof ResultadoInputSchema>;

/** `POST /admin/corridas/:id/{oficializar,reabrir}`: the version the action is taken over. */
export const CorridaAcaoSchema = z.object({ versao: z.number().int().positive() });
