import { z } from 'zod';

export const BannerSchema = z.object({ titulo: z.string(), link: z.string(), url: z.string() });
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.array(BannerSchema);

export const PopupSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  link: z.string(),
  url: z.string(),
  urlMobile: z.string(),
  abrirNovaAba: z.boolean(),
});
export type Popup = z.infer<typeof PopupSchema>;
/** null when the category has no active popup: an empty state, not an error. */
export const PopupResponseSchema = PopupSchema.nullable();
