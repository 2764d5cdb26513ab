import { z } from 'zod';
import { IdiomaSchema } from './common.ts';
import { NEWS_PAGE_SIZE_DEFAULT } from '../constants.ts';

const pageField = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'Paginação inválida.' })
    .int({ error: 'Paginação inválida.' })
    .min(1, { error: 'Paginação inválida.' })
    .max(max, { error: 'Paginação inválida.' })
    .default(fallback);

const AnoQuery = z.coerce
  .number({ error: 'Ano inválido.' })
  .int({ error: 'Ano inválido.' })
  .min(1979, { error: 'Ano inválido.' })
  .max(2100, { error: 'Ano inválido.' })
  .optional();

export const NoticiasQuerySchema = z.object({
  idioma: IdiomaSchema,
  tamanhoPagina: pageField(NEWS_PAGE_SIZE_DEFAULT, 50),
  numeroPagina: pageField(1, 10_000),
  busca: z.string().trim().max(100, { error: 'Busca muito longa.' }).optional(),
  ano: AnoQuery,
});

export const GaleriasQuerySchema = NoticiasQuerySchema.omit({ busca: true });

export const NoticiaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  dataPublicacao: z.string(),
  imagemNoticia: z.string(),
  imagemGaleria: z.string(),
  backgroundImagem: z.string(),
  texto: z.string(),
  tags: z.array(z.string()),
});
export type Noticia = z.infer<typeof NoticiaSchema>;

export const GaleriaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  dataPublicacao: z.string(),
  imagemGaleria: z.array(z.string()),
});
export type Galeria = z.infer<typeof GaleriaSchema>;

/** The spec's paged result. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    resultado: z.array(item),
    tamanhoPagina: z.number().int(),
    numeroPagina: z.number().int(),
    totalPaginas: z.number().int(),
  });

export const NoticiasPageSchema = paged(NoticiaSchema);
export const GaleriasPageSchema = paged(GaleriaSchema);
export const PilotoGaleriasSchema = z.object({ galerias: z.array(GaleriaSchema) });
