import { z } from 'zod';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../i18n.ts';
import { errorsPtBr } from '../locales/errors/pt-br.ts';

/**
 * The largest id a PostgreSQL `integer` column holds. Every id a contract takes stops here:
 * a larger one is no row of ours, and the database would refuse the query (a 500).
 */
export const MAX_ID = 2_147_483_647;

/** A positive integer id taken from a path segment. */
export const IdSchema = z.coerce
  .number({ error: errorsPtBr.invalidId })
  .int({ error: errorsPtBr.invalidId })
  .positive({ error: errorsPtBr.invalidId })
  .max(MAX_ID, { error: errorsPtBr.invalidId });

export const IdParamsSchema = z.object({ id: IdSchema });
export const CategoriaIdParamsSchema = z.object({ idCategoria: IdSchema });

/** `idioma`, sent by the web client on every GET (public-site.md §7). */
export const IdiomaSchema = z
  .string()
  .toLowerCase()
  .pipe(z.enum(LANGUAGES, { error: errorsPtBr.invalidLanguage }))
  .default(DEFAULT_LANGUAGE);

export const IdiomaQuerySchema = z.object({ idioma: IdiomaSchema });

/** RFC 9457 problem details; `detail` is the Portuguese text shown to the user. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;
