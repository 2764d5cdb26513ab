import { z } from 'zod';
import { MAX_ID } from '../common.ts';
import { TraduzidoSchema, traduzivel } from './traduzivel.ts';

/**
 * The marketing desk's console resources (issue 10): live broadcasts, banners, popups, menus,
 * footer items and sponsor logos. What the console sends (`*InputSchema`) and what it reads
 * (`*ItemSchema`: the input plus `id` and `versao`).
 */

const texto = (campo: string, max: number) =>
  z
    .string({ error: `Informe ${campo}.` })
    .trim()
    .min(1, { error: `Informe ${campo}.` })
    .max(max, { error: `Use até ${max} caracteres.` });

/** Portuguese always; English optional (formula-4). An empty English text is no English text. */
const localizado = (campo: string, max: number) =>
  traduzivel(texto(campo, max), { maxEn: max, error: `Informe ${campo}.` });

const URL_MSG = 'Informe um endereço que comece com https://, http:// ou /.';
/** A link or an image address: absolute http(s), or a path of this site. */
const endereco = (max = 2000) =>
  z
    .string({ error: URL_MSG })
    .trim()
    .max(max, { error: `Use até ${max} caracteres.` })
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, { error: URL_MSG });

const LINK_AO_VIVO_MSG = 'Informe o endereço da transmissão (https://…).';

export const OrdemSchema = z
  .number({ error: 'Informe a ordem (um número inteiro).' })
  .int({ error: 'A ordem é um número inteiro.' })
  .min(0, { error: 'A ordem não pode ser negativa.' })
  .max(10_000, { error: 'A ordem vai até 10000.' });

export const CategoriaIdSchema = z
  .number({ error: 'Escolha a categoria.' })
  .int({ error: 'Escolha a categoria.' })
  .positive({ error: 'Escolha a categoria.' })
  .max(MAX_ID, { error: 'Escolha a categoria.' });

const momento = z.iso
  .datetime({ offset: true, error: 'Informe data e hora válidas (ISO 8601).' })
  .nullable()
  .default(null);

const sim = (campo: string) => z.boolean({ error: `Marque ou desmarque ${campo}.` });

/** A display window: both ends optional (open), the end after the start. */
const janela = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, inicio: momento, fim: momento });

export const fimDepoisDoInicio = (v: { inicio: string | null; fim: string | null }) =>
  !v.inicio || !v.fim || Date.parse(v.fim) > Date.parse(v.inicio);
export const FIM_MSG = { error: 'O fim precisa ser depois do início.', path: ['fim'] };

const versionado = { id: z.number().int(), versao: z.number().int() };

/** Where a banner or popup stands against now: the list filter `janela`. */
export const JANELAS = ['no-ar', 'agendado', 'encerrado'] as const;
export const JanelaSchema = z.enum(JANELAS, { error: 'Filtro de janela inválido.' });

// ---- ao-vivo -------------------------------------------------------------------------------

/** `canal` 'SITE' is the open broadcast on the site; any other name is the paid channel. */
export const LiveInputSchema = z.object({
  canal: texto('o canal (SITE para a transmissão aberta)', 60),
  nome: texto('o título da transmissão', 160),
  link: z
    .string({ error: LINK_AO_VIVO_MSG })
    .trim()
    .max(2000, { error: 'Use até 2000 caracteres.' })
    .regex(/^https:\/\/[^\s]+$/, { error: LINK_AO_VIVO_MSG }),
  online: sim('“no ar”'),
  linkVinculado: sim('“link vinculado”').default(false),
  ordem: OrdemSchema.default(0),
});
export type LiveInput = z.infer<typeof LiveInputSchema>;
export const LiveItemSchema = z.object({
  canal: z.string(),
  nome: z.string(),
  link: z.string(),
  online: z.boolean(),
  linkVinculado: z.boolean(),
  ordem: z.number().int(),
  ...versionado,
});
export type LiveItem = z.infer<typeof LiveItemSchema>;

// ---- banners -------------------------------------------------------------------------------

/** The title is also the image's alt text. */
export const BannerInputSchema = janela({
  categoriaId: CategoriaIdSchema,
  titulo: localizado('o título (também o texto alternativo da imagem)', 160),
  link: endereco(),
  imagem: endereco(),
  ativo: sim('“ativo”').default(true),
  ordem: OrdemSchema.default(0),
});
/** The console's form: the input and its window rule (the server checks the rule too). */
export const BannerFormSchema = BannerInputSchema.refine(fimDepoisDoInicio, FIM_MSG);
export type BannerInput = z.infer<typeof BannerInputSchema>;
export const BannerItemSchema = janela({
  categoriaId: z.number().int(),
  titulo: TraduzidoSchema,
  link: z.string(),
  imagem: z.string(),
  ativo: z.boolean(),
  ordem: z.number().int(),
}).extend(versionado);
export type BannerItem = z.infer<typeof BannerItemSchema>;

// ---- popups --------------------------------------------------------------------------------

/** The title is also the images' alt text. */
export const PopupInputSchema = janela({
  categoriaId: CategoriaIdSchema,
  titulo: localizado('o título (também o texto alternativo da imagem)', 160),
  link: endereco(),
  imagem: endereco(),
  imagemMobile: endereco(),
  abrirNovaAba: sim('“abrir em nova aba”').default(false),
  ordem: OrdemSchema.default(0),
});
/** The console's form: the input and its window rule (the server checks the rule too). */
export const PopupFormSchema = PopupInputSchema.refine(fimDepoisDoInicio, FIM_MSG);
export type PopupInput = z.infer<typeof PopupInputSchema>;
export const PopupItemSchema = janela({
  categoriaId: z.number().int(),
  titulo: TraduzidoSchema,
  link: z.string(),
  imagem: z.string(),
  imagemMobile: z.string(),
  abrirNovaAba: z.boolean(),
  ordem: z.number().int(),
}).extend(versionado);
export type PopupItem = z.infer<typeof PopupItemSchema>;

// ---- menus ---------------------------------------------------------------------------------

/** 'superior': the category symbol links at the top; 'principal': one category's main menu. */
export const MENU_GRUPOS = ['superior', 'principal'] as const;
export const MenuInputSchema = z.object({
  categoriaId: CategoriaIdSchema,
  grupo: z.enum(MENU_GRUPOS, { error: 'Escolha o grupo: superior ou principal.' }),
  titulo: localizado('o título', 80),
  url: endereco(),
  novaAba: sim('“abrir em nova aba”').default(false),
  ordem: OrdemSchema.default(0),
});
export type MenuInput = z.infer<typeof MenuInputSchema>;
export const MenuItemSchema = z.object({
  categoriaId: z.number().int(),
  grupo: z.enum(MENU_GRUPOS),
  titulo: TraduzidoSchema,
  url: z.string(),
  novaAba: z.boolean(),
  ordem: z.number().int(),
  ...versionado,
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

// ---- footer --------------------------------------------------------------------------------

export const FooterInputSchema = z.object({
  categoriaId: CategoriaIdSchema,
  /** The page's address segment, e.g. `politica-privacidade`. */
  pagina: z
    .string({ error: 'Informe o endereço da página.' })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: 'Use letras minúsculas, números e hífens (ex.: politica-privacidade).',
    })
    .max(80, { error: 'Use até 80 caracteres.' }),
  titulo: localizado('o título', 160),
  /** HTML; the server sanitises it. */
  texto: localizado('o texto', 200_000),
  /** Decorative background (no alt text): empty for none. */
  backgroundImagem: z.union([z.literal(''), endereco()], { error: URL_MSG }).default(''),
  ordem: OrdemSchema.default(0),
});
export type FooterInput = z.infer<typeof FooterInputSchema>;
export const FooterItemSchema = z.object({
  categoriaId: z.number().int(),
  pagina: z.string(),
  titulo: TraduzidoSchema,
  texto: TraduzidoSchema,
  backgroundImagem: z.string(),
  ordem: z.number().int(),
  ...versionado,
});
export type FooterItem = z.infer<typeof FooterItemSchema>;

// ---- patrocinadores ------------------------------------------------------------------------

/** The four logo groups of the footer. */
export const LOGO_GRUPOS = ['montadora', 'patrocinador', 'fornecedor', 'media_partner'] as const;
export const PatrocinadorInputSchema = z.object({
  categoriaId: CategoriaIdSchema,
  grupo: z.enum(LOGO_GRUPOS, {
    error: 'Escolha o grupo: montadora, patrocinador, fornecedor ou media_partner.',
  }),
  /** The company's name, also the logo's alt text. */
  nome: texto('o nome (também o texto alternativo do logo)', 120),
  imagem: endereco(),
  ordem: OrdemSchema.default(0),
});
export type PatrocinadorInput = z.infer<typeof PatrocinadorInputSchema>;
export const PatrocinadorItemSchema = z.object({
  categoriaId: z.number().int(),
  grupo: z.enum(LOGO_GRUPOS),
  nome: z.string(),
  imagem: z.string(),
  ordem: z.number().int(),
  ...versionado,
});
export type PatrocinadorItem = z.infer<typeof PatrocinadorItemSchema>;

/** List filters shared by the per-category resources. */
export const CategoriaFiltroSchema = z.coerce
  .number({ error: 'Categoria inválida.' })
  .int({ error: 'Categoria inválida.' })
  .positive({ error: 'Categoria inválida.' })
  .max(MAX_ID, { error: 'Categoria inválida.' });
export const BooleanoFiltroSchema = z
  .enum(['true', 'false'], { error: 'Use true ou false.' })
  .transform((v) => v === 'true');

/** Messages of the rules the server checks against the database. */
export const MARKETING_MSG = {
  categoriaNaoExiste: 'Categoria não encontrada.',
  fimAntesDoInicio: FIM_MSG.error,
} as const;
