import { z } from 'zod';

export const ItemRodapeSchema = z.object({
  pagina: z.string(),
  titulo: z.string(),
  texto: z.string(),
  backgroudImagem: z.string(),
});

export const LogoSchema = z.object({ nome: z.string(), imagem: z.string() });

/** `GET /Footer/categoria/{id}`: content items plus the four logo groups (public-site.md §2.4). */
export const FooterResponseSchema = z.object({
  itemsRodape: z.array(ItemRodapeSchema),
  montadoras: z.array(LogoSchema),
  patrocinadores: z.array(LogoSchema),
  fornecedores: z.array(LogoSchema),
  mediaPartners: z.array(z.object({ nome: z.string(), imagemPartner: z.string() })),
});
export type FooterResponse = z.infer<typeof FooterResponseSchema>;
export type ItemRodape = z.infer<typeof ItemRodapeSchema>;
