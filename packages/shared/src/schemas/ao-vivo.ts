import { z } from 'zod';

/** A live broadcast; categoria 'SITE' is open to all, anything else is the paid channel. */
export const LiveSchema = z.object({
  idLive: z.number().int(),
  categoria: z.string(),
  nome: z.string(),
  link: z.string(),
  online: z.boolean(),
  linkVinculado: z.boolean(),
});
export type Live = z.infer<typeof LiveSchema>;
export const LiveListSchema = z.array(LiveSchema);
