import { z } from 'zod';
import { IdFilterSchema } from './lista.ts';
import { TraduzidoSchema, traduzivel } from './traduzivel.ts';
import { categoryById } from '../../categories.ts';
import { CENAS_EVENTO, PAGINAS_EVENTO, PaginaEventoSchema } from '../pagina-evento.ts';

/**
 * The newsroom's console resources (role `editor`, issue 10): news, galleries, legal pages,
 * event pages.
 * Texts are Portuguese; titles and bodies are translatable (`{ 'pt-br', en? }`, traduzivel.ts):
 * the English texts are formula-4's (the only category read in English).
 */

export const STATUS_NOTICIA = ['rascunho', 'agendada', 'publicada'] as const;
export type StatusNoticia = (typeof STATUS_NOTICIA)[number];

export const CategoriaIdSchema = z
  .number({ error: 'Escolha uma categoria.' })
  .int({ error: 'Escolha uma categoria.' })
  .refine((id) => categoryById(id) !== undefined, { error: 'Escolha uma categoria.' });

const TITULO_MAX = 'O título pode ter até 200 caracteres.';
const TEXTO_MAX = 'O texto pode ter até 200 mil caracteres.';

const titulo = (what: string) =>
  z
    .string({ error: `Informe o título ${what}.` })
    .trim()
    .min(3, { error: `Informe o título ${what} (pelo menos 3 caracteres).` })
    .max(200, { error: TITULO_MAX });

/** HTML from the rich-text editor (sanitised by the server). */
const html = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(200_000, { error: TEXTO_MAX });

/** A translatable title: the Portuguese rules, an optional English text of the same length. */
const tituloTraduzivel = (what: string) =>
  traduzivel(titulo(what), {
    maxEn: 200,
    maxEnMessage: TITULO_MAX,
    error: `Informe o título ${what}.`,
  });

/** A translatable HTML body, the English one optional. */
const htmlTraduzivel = (message: string) =>
  traduzivel(html(message), { maxEn: 200_000, maxEnMessage: TEXTO_MAX, error: message });

/**
 * An image the console stores: an upload's address (`/media/imagens/<chave>/<w>.jpg`), another
 * path of this site or an https address.
 */
export const ImagemUrlSchema = z
  .string({ error: 'Informe o endereço da imagem.' })
  .trim()
  .max(500, { error: 'O endereço da imagem pode ter até 500 caracteres.' })
  .regex(/^(\/[^/\s][^\s]*|https:\/\/[^\s]+)$/, {
    error: 'Use uma imagem enviada pelo console ou um endereço https.',
  });

export const AltSchema = z
  .string({ error: 'Descreva a imagem (texto alternativo).' })
  .trim()
  .min(3, { error: 'Descreva a imagem (texto alternativo).' })
  .max(300, { error: 'O texto alternativo pode ter até 300 caracteres.' });

const Tag = z
  .string()
  .trim()
  .min(1, { error: 'Tag vazia.' })
  .max(40, { error: 'Cada tag pode ter até 40 caracteres.' });

const DataHora = z.iso.datetime({ offset: true, error: 'Informe data e hora válidas.' });

// ─── Notícias ────────────────────────────────────────────────────────────────

export const NoticiaInputSchema = z
  .object({
    categoriaId: CategoriaIdSchema,
    titulo: tituloTraduzivel('da notícia'),
    /** HTML from the rich-text editor; sanitised by the server. */
    texto: htmlTraduzivel('Escreva o texto da notícia.'),
    status: z.enum(STATUS_NOTICIA, { error: 'Escolha rascunho, agendada ou publicada.' }),
    /** When fans see it. Required to schedule; publishing without one publishes now. */
    publicarEm: DataHora.nullish(),
    tags: z
      .array(Tag, { error: 'Tags inválidas.' })
      .max(20, { error: 'Use até 20 tags.' })
      .default([]),
    /** Cover image; optional, but with its alternative text when present. */
    imagem: z.union([z.literal(''), ImagemUrlSchema]).default(''),
    imagemAlt: z
      .string()
      .trim()
      .max(300, { error: 'O texto alternativo pode ter até 300 caracteres.' })
      .default(''),
    /** The spec's other two pictures (the gallery thumbnail and the page background). */
    imagemGaleria: z.union([z.literal(''), ImagemUrlSchema]).optional(),
    backgroundImagem: z.union([z.literal(''), ImagemUrlSchema]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.imagem && v.imagemAlt.length < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['imagemAlt'],
        message: 'Descreva a imagem de capa (texto alternativo).',
      });
    }
    if (v.status === 'agendada' && !v.publicarEm) {
      ctx.addIssue({
        code: 'custom',
        path: ['publicarEm'],
        message: 'Informe quando a notícia será publicada.',
      });
    }
  });
export type NoticiaInput = z.infer<typeof NoticiaInputSchema>;

export const NoticiaItemSchema = z.object({
  id: z.number().int(),
  versao: z.number().int(),
  categoriaId: z.number().int(),
  titulo: TraduzidoSchema,
  texto: TraduzidoSchema,
  status: z.enum(STATUS_NOTICIA),
  publicarEm: z.string(),
  /** Whether fans see it now (not a draft, its time has come). */
  visivel: z.boolean(),
  tags: z.array(z.string()),
  imagem: z.string(),
  imagemAlt: z.string(),
  imagemGaleria: z.string(),
  backgroundImagem: z.string(),
});
export type NoticiaItem = z.infer<typeof NoticiaItemSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const NoticiaFiltrosSchema = {
  categoriaId: IdFilterSchema,
  status: z.enum(STATUS_NOTICIA),
  tag: z.string().trim().min(1).max(40),
  visivel: booleanQuery,
};

// ─── Galerias ────────────────────────────────────────────────────────────────

export const GaleriaImagemInputSchema = z.object({ url: ImagemUrlSchema, alt: AltSchema });

export const GaleriaInputSchema = z.object({
  categoriaId: CategoriaIdSchema,
  titulo: tituloTraduzivel('da galeria'),
  publicarEm: DataHora,
  /** In the order fans see them. */
  imagens: z
    .array(GaleriaImagemInputSchema, { error: 'Envie as imagens da galeria.' })
    .min(1, { error: 'Envie pelo menos uma imagem.' })
    .max(300, { error: 'Uma galeria pode ter até 300 imagens.' }),
});
export type GaleriaInput = z.infer<typeof GaleriaInputSchema>;

export const GaleriaItemSchema = z.object({
  id: z.number().int(),
  versao: z.number().int(),
  categoriaId: z.number().int(),
  titulo: TraduzidoSchema,
  publicarEm: z.string(),
  imagens: z.array(z.object({ url: z.string(), alt: z.string() })),
});
export type GaleriaItem = z.infer<typeof GaleriaItemSchema>;

// ─── Páginas legais ──────────────────────────────────────────────────────────

/** The legal pages the site routes to (public-site.md §2.3), kept as footer content items. */
export const PAGINAS_LEGAIS = ['politica-privacidade', 'termos-de-uso'] as const;

export const PaginaLegalInputSchema = z.object({
  categoriaId: CategoriaIdSchema,
  pagina: z.enum(PAGINAS_LEGAIS, { error: 'Escolha a página legal.' }),
  titulo: tituloTraduzivel('da página'),
  texto: htmlTraduzivel('Escreva o texto da página.'),
});
export type PaginaLegalInput = z.infer<typeof PaginaLegalInputSchema>;

export const PaginaLegalItemSchema = z.object({
  id: z.number().int(),
  versao: z.number().int(),
  categoriaId: z.number().int(),
  pagina: z.enum(PAGINAS_LEGAIS),
  titulo: TraduzidoSchema,
  texto: TraduzidoSchema,
});
export type PaginaLegalItem = z.infer<typeof PaginaLegalItemSchema>;

// ─── Páginas de evento ───────────────────────────────────────────────────────

const curto = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Use até ${max} caracteres.` });

/** A path of this site (`/stockcar/proseries/historia-bh`), never another site. */
const CaminhoSite = z
  .string({ error: 'Informe o endereço do link.' })
  .trim()
  .max(300, { error: 'O endereço pode ter até 300 caracteres.' })
  .regex(/^\/[^/\s]\S*$/, { error: 'Use um endereço deste site, começando com /.' });

export const PaginaEventoInputSchema = z.object({
  pagina: z.enum(PAGINAS_EVENTO, { error: 'Escolha a página de evento.' }),
  chamada: curto('Informe a chamada acima do título.', 120),
  titulo: titulo('da página'),
  linhaFina: curto('Escreva a linha fina da página.', 1_000),
  cena: z.enum(CENAS_EVENTO, { error: 'Escolha a ilustração da página.' }),
  descricaoCena: curto('Descreva a ilustração (texto alternativo).', 300),
  fatos: z
    .array(
      z.object({
        rotulo: curto('Informe o rótulo do dado.', 60),
        valor: curto('Informe o valor do dado.', 200),
      }),
      { error: 'Ficha inválida.' },
    )
    .max(12, { error: 'Use até 12 dados na ficha.' })
    .default([]),
  secoes: z
    .array(
      z.object({
        titulo: curto('Informe o título da seção.', 120),
        /** HTML from the rich-text editor; sanitised by the server. */
        texto: html('Escreva o texto da seção.'),
      }),
      { error: 'Seções inválidas.' },
    )
    .min(1, { error: 'Escreva pelo menos uma seção.' })
    .max(20, { error: 'Use até 20 seções.' }),
  tags: z
    .array(Tag, { error: 'Tags inválidas.' })
    .max(20, { error: 'Use até 20 tags.' })
    .default([]),
  relacionados: z
    .array(z.object({ rotulo: curto('Informe o texto do link.', 120), href: CaminhoSite }), {
      error: 'Links inválidos.',
    })
    .max(10, { error: 'Use até 10 links.' })
    .default([]),
});
export type PaginaEventoInput = z.infer<typeof PaginaEventoInputSchema>;

export const PaginaEventoItemSchema = PaginaEventoSchema.extend({
  id: z.number().int(),
  versao: z.number().int(),
});
export type PaginaEventoItem = z.infer<typeof PaginaEventoItemSchema>;
