import { z } from 'zod';
import { clubePtBr } from '../../locales/clube/pt-br.ts';

export const CepParamsSchema = z.object({
  cep: z
    .string()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, { error: clubePtBr.cepInvalido }),
});
export const CepResponseSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
export type CepResponse = z.infer<typeof CepResponseSchema>;
