import { z } from 'zod';
import { categoryById } from '../../categories.ts';
import { subcategoriasOf } from '../../racing-rules.ts';
import { CategoriaIdSchema } from './editorial.ts';
import { IdFilterSchema } from './lista.ts';
import { anoTemporada, idRef, texto, versionado } from './calendario.ts';

/**
 * `/admin/inscricoes` (issue 11): a season's entry list. An entry names the driver, team,
 * manufacturer, car and number for one category and season; the number is unique in the
 * season, and a driver enters a season once. Categories with classes (e-stock, Turismo
 * Nacional) put each entry in one.
 */

export const INSCRICAO_TEXTOS = {
  numero: 'O número do carro tem de 1 a 3 algarismos.',
  semClasses: 'Esta categoria não tem classes: deixe a classe em branco.',
  classe: (classes: readonly string[]) => `Escolha a classe: ${classes.join(' ou ')}.`,
} as const;

/**
 * A class where the category has them, none elsewhere: the problem with `subcategoria` for a
 * category, or undefined. Read by the contract below and the console's form.
 */
export function subcategoriaProblem(
  categoriaId: number,
  subcategoria: string | null | undefined,
): string | undefined {
  const classes = subcategoriasOf(categoriaId);
  if (classes.length === 0) return subcategoria ? INSCRICAO_TEXTOS.semClasses : undefined;
  return subcategoria && classes.includes(subcategoria)
    ? undefined
    : INSCRICAO_TEXTOS.classe(classes);
}

export const InscricaoInputSchema = z
  .object({
    categoriaId: CategoriaIdSchema,
    temporada: anoTemporada,
    pilotoId: idRef('o piloto'),
    equipeId: idRef('a equipe'),
    montadoraId: idRef('a montadora'),
    /** Car number as painted: 1 to 3 digits ('07' and '7' are different numbers). */
    numero: z
      .string({ error: INSCRICAO_TEXTOS.numero })
      .trim()
      .regex(/^\d{1,3}$/, { error: INSCRICAO_TEXTOS.numero }),
    /** The car model, as the entry list shows it. */
    carro: texto('o carro', 80),
    subcategoria: z
      .string({ error: 'Classe inválida.' })
      .trim()
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (categoryById(v.categoriaId) === undefined) return;
    const message = subcategoriaProblem(v.categoriaId, v.subcategoria);
    if (message) ctx.addIssue({ code: 'custom', path: ['subcategoria'], message });
  });
export type InscricaoInput = z.infer<typeof InscricaoInputSchema>;

export const InscricaoItemSchema = z.object({
  ...versionado,
  categoriaId: z.number().int(),
  temporada: z.number().int(),
  pilotoId: z.number().int(),
  equipeId: z.number().int(),
  montadoraId: z.number().int(),
  numero: z.string(),
  carro: z.string(),
  subcategoria: z.string().nullable(),
  /** Names for the list. */
  piloto: z.string(),
  equipe: z.string(),
  montadora: z.string(),
});
export type InscricaoItem = z.infer<typeof InscricaoItemSchema>;

/** List filters; `q` finds a driver's name or a car number. */
export const InscricaoFiltrosSchema = {
  categoriaId: IdFilterSchema,
  temporada: IdFilterSchema,
  equipeId: IdFilterSchema,
  pilotoId: IdFilterSchema,
};
