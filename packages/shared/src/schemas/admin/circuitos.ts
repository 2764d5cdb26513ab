import { z } from 'zod';
import { CategoriaIdSchema, ImagemUrlSchema } from './editorial.ts';
import { IdFilterSchema } from './lista.ts';
import { ordemField } from './clube.ts';
import {
  SobreSchema,
  httpsOpcional,
  imagemOpcional,
  inteiro,
  sobreHtml,
  texto,
  textoOpcional,
  versionado,
} from './calendario.ts';

/** `/admin/circuitos` and `/admin/onde-assistir` (issue 11): the tracks and the broadcasters. */

export const SENTIDOS = ['Horário', 'Anti-horário'] as const;

export const CircuitoInputSchema = z.object({
  nome: texto('o nome do circuito', 120),
  cidade: texto('a cidade', 120),
  uf: z
    .string({ error: 'Informe a UF com 2 letras (ou deixe em branco fora do Brasil).' })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, {
      error: 'Informe a UF com 2 letras (ou deixe em branco fora do Brasil).',
    })
    .default(''),
  pais: texto('o país', 80).default('Brasil'),
  imagem: imagemOpcional,
  imagemCard: imagemOpcional,
  backgroundGif: imagemOpcional,
  backgroundImagem: imagemOpcional,
  statsImagem: imagemOpcional,
  /** Track length in metres. */
  extensao: inteiro('a extensão em metros', 0, 30_000),
  curvas: inteiro('o número de curvas', 0, 100),
  sentido: z.enum(SENTIDOS, { error: 'Escolha o sentido: horário ou anti-horário.' }),
  /** The first year the championship raced there. */
  primeiroAno: inteiro('o primeiro ano na Stock Car', 1950, 2100).nullable().default(null),
  /** Lap record as published, e.g. '1:30.465 - Rubens Barrichello (2023)'. */
  voltaMaisRapida: textoOpcional('o recorde da pista', 200),
  sobre: sobreHtml,
  urlVideo: httpsOpcional('do vídeo'),
  thumbVideo: imagemOpcional,
});
export type CircuitoInput = z.infer<typeof CircuitoInputSchema>;

export const CircuitoItemSchema = z.object({
  ...versionado,
  nome: z.string(),
  cidade: z.string(),
  uf: z.string(),
  pais: z.string(),
  imagem: z.string(),
  imagemCard: z.string(),
  backgroundGif: z.string(),
  backgroundImagem: z.string(),
  statsImagem: z.string(),
  extensao: z.number().int(),
  curvas: z.number().int(),
  sentido: z.string(),
  primeiroAno: z.number().int().nullable(),
  voltaMaisRapida: z.string(),
  sobre: SobreSchema,
  urlVideo: z.string(),
  thumbVideo: z.string(),
  /** Stages on the calendar at this circuit (a circuit with any cannot be deleted). */
  etapas: z.number().int(),
});
export type CircuitoItem = z.infer<typeof CircuitoItemSchema>;

/** Where to watch a category: the channels in the order the site lists them. */
export const OndeAssistirInputSchema = z.object({
  categoriaId: CategoriaIdSchema,
  nomeCanal: texto('o nome do canal', 80),
  imgCanal: ImagemUrlSchema,
  /** A short label: 'TV aberta', 'Streaming'. */
  tag: textoOpcional('a etiqueta', 40),
  ordem: ordemField,
});
export type OndeAssistirInput = z.infer<typeof OndeAssistirInputSchema>;

export const OndeAssistirItemSchema = z.object({
  ...versionado,
  categoriaId: z.number().int(),
  nomeCanal: z.string(),
  imgCanal: z.string(),
  tag: z.string(),
  ordem: z.number().int(),
});

export const OndeAssistirFiltrosSchema = { categoriaId: IdFilterSchema };
