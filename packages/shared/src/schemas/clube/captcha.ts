import { z } from 'zod';

/** `GET /Captcha/desafio`: find n in [0, maxnumber] with SHA-256(salt + n) = challenge (hex). */
export const CaptchaDesafioSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaDesafio = z.infer<typeof CaptchaDesafioSchema>;
/** What the client sends as `captcha`: base64 of this JSON. */
export const CaptchaSolucaoSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  number: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
