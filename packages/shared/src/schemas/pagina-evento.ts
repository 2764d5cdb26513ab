import { z } from 'zod';

/** The event pages of the pro series (public-site.md §2.3), by their path under the category. */
export const PAGINAS_EVENTO = [
  'galeao',
  'belo-horizonte',
  'buenos-aires',
  'historia-buenosaires',
  'historia-bh',
] as const;
export type PaginaEventoSlug = (typeof PAGINAS_EVENTO)[number];

/** The generated artwork at the top of an event page (the web's event-art.tsx draws each). */
export const CENAS_EVENTO = ['airport', 'festival', 'buenos-aires', 'archive'] as const;
export type CenaEvento = (typeof CENAS_EVENTO)[number];

export const PaginaEventoParamsSchema = z.object({ pagina: z.enum(PAGINAS_EVENTO) });

/** `GET /PaginaEvento/{pagina}`: an event page or a history article, in Portuguese. */
export const PaginaEventoSchema = z.object({
  pagina: z.enum(PAGINAS_EVENTO),
  /** The line above the title (the kind of page and the place). */
  chamada: z.string(),
  titulo: z.string(),
  linhaFina: z.string(),
  cena: z.enum(CENAS_EVENTO),
  /** What the artwork shows, for screen readers. */
  descricaoCena: z.string(),
  /** The fact sheet (place, length, corners); empty on history articles. */
  fatos: z.array(z.object({ rotulo: z.string(), valor: z.string() })),
  /** Each section's heading and its sanitised HTML (paragraphs, lists). */
  secoes: z.array(z.object({ titulo: z.string(), texto: z.string() })),
  /** History articles carry tags like the news; each searches the news. */
  tags: z.array(z.string()),
  /** "Read also": paths of this site. */
  relacionados: z.array(z.object({ rotulo: z.string(), href: z.string() })),
});
export type PaginaEvento = z.infer<typeof PaginaEventoSchema>;
