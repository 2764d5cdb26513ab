import { z } from 'zod';

/** A failure the web client saw, reported so the server can forward it (public-site.md §8). */
export const AlertaSchema = z.object({
  url: z.string().min(1).max(2000),
  metodo: z.string().max(10).default('GET'),
  status: z.number().int().min(0).max(599),
  resposta: z.string().max(4000).default(''),
  /** The request body, base64-encoded, as the spec's alert carries it. */
  corpoRequisicao: z.string().max(8000).default(''),
});
export type Alerta = z.infer<typeof AlertaSchema>;
