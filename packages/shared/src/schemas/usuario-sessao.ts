import { z } from 'zod';

/**
 * The part of the member profile the web shell keeps in its session record (public-site.md §3,
 * fan-club.md §3). Loose on purpose: the full profile (issue 5) may carry more fields, and the
 * session keeps them untouched for the club pages.
 */
export const UsuarioSessaoSchema = z.looseObject({
  idUsuario: z.number().int(),
  name: z.string().default(''),
  sobrenome: z.string().default(''),
  email: z.string().default(''),
  cpf: z.string().default(''),
  /** base64 without the data: prefix (fan-club.md §5). */
  foto: z.string().default(''),
  cadastroCompleto: z.boolean().default(false),
});
export type UsuarioSessao = z.infer<typeof UsuarioSessaoSchema>;

/** `GET /Perfil` as the shell reads it: the member under `perfil` (public-site.md §7). */
export const PerfilSessaoResponseSchema = z.object({ perfil: UsuarioSessaoSchema });

/** Login and refresh: the access token (15 min) the client keeps in memory. */
export const AccessTokenResponseSchema = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type AccessTokenResponse = z.infer<typeof AccessTokenResponseSchema>;
