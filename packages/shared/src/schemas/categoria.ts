import { z } from 'zod';
import { IdSchema, IdiomaSchema } from './common.ts';

export const MenuItemSchema = z.object({
  idCategoria: z.number().int(),
  titulo: z.string(),
  url: z.string(),
  target: z.enum(['_self', '_blank']),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** `GET /Categoria`: filtered by category (defaults to proseries, id 1). */
export const MenuQuerySchema = z.object({
  idioma: IdiomaSchema,
  idCategoria: IdSchema.default(1),
});

export const MenuResponseSchema = z.object({
  menuSuperior: z.array(MenuItemSchema),
  menuPrincipal: z.array(MenuItemSchema),
});
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

/**
 * Ticket button state (public-site.md §3: show and link, hidden by default). The spec keeps it in
 * session storage without saying where it comes from; each category answers its own.
 */
export const BtnIngressoSchema = z.object({ show: z.boolean(), link: z.string() });
export type BtnIngresso = z.infer<typeof BtnIngressoSchema>;

/** Category as the store keeps it (public-site.md §3); field spellings are the spec's. */
export const CategoriaSchema = z.object({
  idCategoria: z.number().int(),
  tag: z.string(),
  cor: z.string(),
  backGround: z.string(),
  corFonte: z.string(),
  imgLogo: z.string(),
  imgCategoria: z.string(),
  imgBackgroud: z.string(),
  nomeCategoria: z.string(),
  texto: z.string(),
  /** On when the category's main menu has its 'Ingressos' item; the link is that item's. */
  btnIngresso: BtnIngressoSchema,
});
export type Categoria = z.infer<typeof CategoriaSchema>;

export const CategoriaResponseSchema = z.object({ categoria: CategoriaSchema });
export type CategoriaResponse = z.infer<typeof CategoriaResponseSchema>;
