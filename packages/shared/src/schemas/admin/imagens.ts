import { z } from 'zod';
import { imagensPtBr } from '../../locales/imagens/pt-br.ts';

/** The console's image library (issue 10): upload, listing and the items both return. */

/** Largest upload accepted; a larger file answers 413. */
export const IMAGEM_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGEM_ALT_MAX = 250;
/** Types an upload may have (checked on the bytes, not on the name); others answer 415. */
export const IMAGEM_TIPOS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
/** The multipart field of the file; `alt` travels beside it. */
export const IMAGEM_ARQUIVO_FIELD = 'file';

export const ImagemAltSchema = z
  .string({ error: imagensPtBr.altObrigatorio })
  .trim()
  .min(1, { error: imagensPtBr.altObrigatorio })
  .max(IMAGEM_ALT_MAX, { error: imagensPtBr.altLongo });

/** The text fields of an upload (the file is checked apart, for size and type). */
export const ImagemUploadSchema = z.object({ alt: ImagemAltSchema });
export type ImagemUpload = z.infer<typeof ImagemUploadSchema>;

export const ImagemSourceSchema = z.object({
  type: z.literal('image/webp'),
  srcset: z.string(),
});

export const ImagemSchema = z.object({
  id: z.number().int(),
  versao: z.number().int(),
  chave: z.uuid(),
  /** The widest JPEG: what a news item, gallery or banner stores. */
  url: z.string(),
  alt: z.string(),
  largura: z.number().int(),
  altura: z.number().int(),
  larguras: z.array(z.number().int()),
  /** JPEG widths, `url 320w, …`. */
  srcset: z.string(),
  sources: z.array(ImagemSourceSchema),
  staffId: z.number().int().nullable(),
  criadoEm: z.string(),
});
export type Imagem = z.infer<typeof ImagemSchema>;

export const ImagensQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  porPagina: z.coerce.number().int().min(1).max(100).default(25),
  /** Words of the alt text. */
  q: z.string().trim().max(200).optional(),
});
export type ImagensQuery = z.infer<typeof ImagensQuerySchema>;

export const ImagensListaSchema = z.object({
  itens: z.array(ImagemSchema),
  total: z.number().int(),
});
