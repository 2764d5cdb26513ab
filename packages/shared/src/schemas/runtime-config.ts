import { z } from 'zod';

/**
 * Settings the server writes into the page it serves, so one web build runs anywhere.
 * Only public values: the API key is a client identifier, not a secret.
 */
export const RuntimeConfigSchema = z.object({
  apiKey: z.string(),
  apiBaseUrl: z.string(),
  publicUrl: z.string(),
  links: z.object({
    fanpush: z.string(),
    loja: z.string(),
    ingressos: z.string(),
    /** The Belo Horizonte festival's external ticketing page. */
    ingressosBeloHorizonte: z.string(),
    maisClassificacoes: z.string(),
    contatoEmail: z.string(),
    instagram: z.string(),
    facebook: z.string(),
    youtube: z.string(),
    tiktok: z.string(),
  }),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
