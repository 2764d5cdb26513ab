import { z } from 'zod';
import { ListQuerySchema } from './lista.ts';
import { ConsentimentoRegistroSchema } from '../meus-dados.ts';
import { TraduzidoSchema, traduzivel } from './traduzivel.ts';

/** The club manager's console areas (issue 10): the members desk and the club's content. */

// ── Membros (read-mostly) ───────────────────────────────────────────────────────────────────

export const MEMBRO_TEXTOS = {
  jaAtivado: 'Este membro já confirmou o e-mail: não há ativação para reenviar.',
  aguardandoSms: 'Este cadastro ainda espera o código SMS; o e-mail de ativação segue o código.',
} as const;

/** `q` is an e-mail (or part of one) or a CPF, masked or bare (exact digits). */
export const MembroListQuerySchema = ListQuerySchema;

export const MembroItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  /** Masked: ***.456.789-** (null for foreigners without one). */
  cpf: z.string().nullable(),
  ativo: z.boolean(),
  cadastroCompleto: z.boolean(),
  criadoEm: z.string(),
});
export type MembroItem = z.infer<typeof MembroItemSchema>;

export const MembroDetalheSchema = MembroItemSchema.extend({
  sobrenome: z.string(),
  estrangeiro: z.boolean(),
  pais: z.string(),
  cidade: z.string(),
  uf: z.string(),
  estado: z.object({
    emailConfirmado: z.boolean(),
    aguardandoResponsavel: z.boolean(),
    aguardandoCodigoSms: z.boolean(),
    ativo: z.boolean(),
    cadastroCompleto: z.boolean(),
  }),
  responsavel: z.object({
    exigido: z.boolean(),
    email: z.string().nullable(),
    autorizado: z.boolean(),
    autorizadoEm: z.string().nullable(),
  }),
  optins: z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }),
  /** Every consent choice, newest first. */
  consentimentos: z.array(ConsentimentoRegistroSchema),
  /** When the newest activation e-mail was sent (null: none on record). */
  ativacaoEnviadaEm: z.string().nullable(),
});
export type MembroDetalhe = z.infer<typeof MembroDetalheSchema>;

// ── Pieces every club form shares ──────────────────────────────────────────────────────────

/** A required text, trimmed, with its Portuguese messages. */
export const texto = (campo: string, max = 200) =>
  z
    .string({ error: `Informe ${campo}.` })
    .trim()
    .min(1, { error: `Informe ${campo}.` })
    .max(max, { error: `Use até ${max} caracteres em ${campo}.` });

/**
 * An image or file address: a path on this site (the upload's `/media/imagens/<chave>/<w>.jpg`)
 * or an https URL.
 */
export const urlField = (campo: string) =>
  z
    .string({ error: `Informe ${campo}.` })
    .trim()
    .max(500, { error: `O endereço em ${campo} pode ter até 500 caracteres.` })
    .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, {
      error: `Informe em ${campo} um endereço que comece com / ou https://.`,
    });

/** Alt text: required wherever an image is stored (issue 10). */
export const altField = texto('o texto alternativo da imagem', 200);

export const ordemField = z
  .number({ error: 'Informe a ordem (um número inteiro).' })
  .int({ error: 'Informe a ordem (um número inteiro).' })
  .min(0, { error: 'A ordem não pode ser negativa.' })
  .max(10_000, { error: 'A ordem pode ir até 10000.' });

export const idRef = (campo: string) =>
  z
    .number({ error: `Escolha ${campo}.` })
    .int({ error: `Escolha ${campo}.` })
    .positive({ error: `Escolha ${campo}.` })
    .max(2_147_483_647, { error: `Escolha ${campo}.` });

const versionado = { id: z.number().int(), versao: z.number().int() };

/**
 * Items read what is stored: rows saved before alt text was required (the demo seed's, an
 * import) list with an empty one, and saving them again asks for it.
 */
const storedAlt = { textoAlternativo: z.string() };

/** Filters sent as query strings: `true`/`false`. */
export const BooleanFilterSchema = z.enum(['true', 'false']).transform((v) => v === 'true');
export { IdFilterSchema } from './lista.ts';

// ── Quiz ───────────────────────────────────────────────────────────────────────────────────

export const CLUBE_TEXTOS = {
  ordemEmUso: 'Já existe uma pergunta nesta posição do quiz.',
  quizInexistente: 'Este quiz não existe.',
  bibliotecaInexistente: 'Esta biblioteca não existe.',
  pesquisaInexistente: 'Esta pesquisa não existe.',
  umaCorreta: 'Marque exatamente uma resposta como correta.',
  faixaRepetida: 'Já existe uma faixa com este mínimo de acertos.',
  pilotosInexistentes: 'Um dos pilotos escolhidos não existe.',
  pilotoJaNoHall: 'Este piloto já tem números históricos nesta categoria.',
  pilotoInexistente: 'Este piloto não existe.',
  categoriaInexistente: 'Esta categoria não existe.',
  opcaoDeOutraPergunta: 'Uma das opções não pertence a esta pergunta. Recarregue a página.',
  arquivoAusente: 'O arquivo do brinde não foi encontrado. Envie o arquivo de novo.',
  arquivoObrigatorio: 'Escolha o arquivo do brinde.',
  arquivoGrande: 'O arquivo do brinde deve ter no máximo 20 MB.',
  arquivoTipo: 'Formato não aceito: envie um arquivo PNG, SVG ou PDF.',
  arquivoSvgAtivo: 'O SVG contém scripts ou links javascript: envie um SVG só com o desenho.',
  arquivoIncompleto: 'O envio do arquivo chegou incompleto. Tente novamente.',
} as const;

/** A quiz: members take the newest active one. */
export const QuizInputSchema = z.object({
  titulo: texto('o título', 120),
  ativo: z.boolean({ error: 'Diga se o quiz está ativo.' }),
});
export const QuizItemSchema = QuizInputSchema.extend({
  ...versionado,
  totalPerguntas: z.number().int(),
  criadoEm: z.string(),
});

export const QuizOpcaoSchema = z.object({
  descricao: texto('a resposta', 200),
  correta: z.boolean({ error: 'Diga se a resposta é a correta.' }),
});

/** A question with its choices in order; exactly one is the right one. */
export const QuizPerguntaInputSchema = z.object({
  quizId: idRef('o quiz'),
  ordem: ordemField,
  descricao: texto('a pergunta', 300),
  respostas: z
    .array(QuizOpcaoSchema, { error: 'Informe as respostas.' })
    .min(2, { error: 'Informe pelo menos 2 respostas.' })
    .max(6, { error: 'Informe até 6 respostas.' })
    .refine((r) => r.filter((o) => o.correta).length === 1, {
      error: CLUBE_TEXTOS.umaCorreta,
    }),
});
export const QuizPerguntaItemSchema = QuizPerguntaInputSchema.extend({
  ...versionado,
  respostas: z.array(QuizOpcaoSchema.extend({ id: z.number().int() })),
});

// ── Stock Channel ──────────────────────────────────────────────────────────────────────────

export const BibliotecaInputSchema = z.object({
  nome: texto('o nome', 120),
  thumbnail: urlField('a imagem'),
  textoAlternativo: altField,
  ordem: ordemField,
});
export const BibliotecaItemSchema = BibliotecaInputSchema.extend({
  ...versionado,
  ...storedAlt,
  totalVideos: z.number().int(),
});

export const VideoInputSchema = z.object({
  bibliotecaId: idRef('a biblioteca'),
  titulo: texto('o título', 200),
  thumbnail: urlField('a imagem'),
  textoAlternativo: altField,
  link: z
    .string({ error: 'Informe o link do vídeo.' })
    .trim()
    .max(500, { error: 'O link pode ter até 500 caracteres.' })
    .regex(/^https:\/\/(www\.|m\.)?youtube\.com\/watch\?(\S*&)?v=[\w-]+\S*$/, {
      error: 'Informe o link do vídeo no YouTube (https://www.youtube.com/watch?v=…).',
    }),
  ordem: ordemField,
});
export const VideoItemSchema = VideoInputSchema.extend({ ...versionado, ...storedAlt });

// ── Brindes (gifts) ────────────────────────────────────────────────────────────────────────

/** The file types members download (fan-club.md §3: PNG, SVG or PDF). */
export const BRINDE_TIPOS = ['image/png', 'image/svg+xml', 'application/pdf'] as const;

export const BrindeInputSchema = z.object({
  nome: texto('o nome', 120),
  urlImagem: urlField('a imagem'),
  textoAlternativo: altField,
  /** The file's key in private storage, as the upload returned it (never a public URL). */
  arquivo: z
    .string({ error: 'Envie o arquivo do brinde.' })
    .trim()
    .min(1, { error: 'Envie o arquivo do brinde.' })
    .max(300, { error: 'Envie o arquivo do brinde.' })
    .regex(/^(?!.*\.\.)[\w][\w./-]*$/, { error: 'O arquivo do brinde é inválido.' }),
  nomeArquivo: texto('o nome do arquivo', 120),
  tipoConteudo: z.enum(BRINDE_TIPOS, { error: 'O arquivo deve ser PNG, SVG ou PDF.' }),
  ativo: z.boolean({ error: 'Diga se o brinde está ativo.' }),
  ordem: ordemField,
});
/** Largest gift file the console uploads; a larger one answers 413. */
export const BRINDE_ARQUIVO_MAX_BYTES = 20 * 1024 * 1024;
/** The multipart field of the gift file upload (`POST /admin/brindes/arquivo`). */
export const BRINDE_ARQUIVO_FIELD = 'file';

/** What the gift file upload answers: the form's `arquivo`, `nomeArquivo` and `tipoConteudo`. */
export const BrindeArquivoSchema = BrindeInputSchema.pick({
  arquivo: true,
  nomeArquivo: true,
  tipoConteudo: true,
});
export type BrindeArquivo = z.infer<typeof BrindeArquivoSchema>;

export const BrindeItemSchema = BrindeInputSchema.extend({
  ...versionado,
  ...storedAlt,
  /** Where members download it (signed in). */
  urlDownload: z.string(),
});

// ── Depoimentos (testimonials) ─────────────────────────────────────────────────────────────

/** A member's words on the club home's carousel; the active ones show, by `ordem`. */
export const DepoimentoInputSchema = z.object({
  nome: texto('quem deu o depoimento (nome e cidade)', 120),
  texto: texto('o depoimento', 300),
  ativo: z.boolean({ error: 'Diga se o depoimento está ativo.' }),
  ordem: ordemField,
});
export const DepoimentoItemSchema = DepoimentoInputSchema.extend(versionado);

// ── Pesquisa (rewards survey) ──────────────────────────────────────────────────────────────

/** A rewards survey: members answer the newest active one, lap by lap. */
export const PesquisaInputSchema = z.object({
  titulo: texto('o título', 120),
  ativa: z.boolean({ error: 'Diga se a pesquisa está ativa.' }),
});
export const PesquisaItemSchema = PesquisaInputSchema.extend({
  ...versionado,
  totalPerguntas: z.number().int(),
  criadoEm: z.string(),
});

/** An option keeps its id when edited (members' answers point at it); a new one has none. */
export const PesquisaOpcaoSchema = z.object({
  id: z.number().int().positive().optional(),
  descricao: texto('a opção', 200),
});

export const PesquisaPerguntaInputSchema = z.object({
  pesquisaId: idRef('a pesquisa'),
  fase: z
    .number({ error: 'Escolha a volta (1 a 4).' })
    .int({ error: 'Escolha a volta (1 a 4).' })
    .min(1, { error: 'Escolha a volta (1 a 4).' })
    .max(4, { error: 'Escolha a volta (1 a 4).' }),
  ordem: ordemField,
  descricao: texto('a pergunta', 300),
  multiplaResposta: z.boolean({ error: 'Diga se a pergunta aceita várias respostas.' }),
  opcoes: z
    .array(PesquisaOpcaoSchema, { error: 'Informe as opções.' })
    .min(2, { error: 'Informe pelo menos 2 opções.' })
    .max(12, { error: 'Informe até 12 opções.' }),
});
export const PesquisaPerguntaItemSchema = PesquisaPerguntaInputSchema.extend({
  ...versionado,
  opcoes: z.array(z.object({ id: z.number().int(), descricao: z.string() })),
});

// ── Hall of fame ───────────────────────────────────────────────────────────────────────────

const contagem = (campo: string) =>
  z
    .number({ error: `Informe ${campo} (um número inteiro).` })
    .int({ error: `Informe ${campo} (um número inteiro).` })
    .min(0, { error: `${campo[0]?.toUpperCase()}${campo.slice(1)} não pode ser negativo.` })
    .max(100_000, { error: `Confira ${campo}.` });

/**
 * A driver's career before the data starts: a retired legend (no `pilotoId`, name and photo
 * here) or a current driver's earlier numbers (`pilotoId`; name and photo come from the driver).
 */
export const HallDaFamaInputSchema = z.object({
  categoriaId: idRef('a categoria'),
  pilotoId: idRef('o piloto').nullable(),
  nomePiloto: texto('o nome do piloto', 120),
  foto: z.union([z.literal(''), urlField('a foto')]),
  textoAlternativo: z
    .string()
    .trim()
    .max(200, { error: 'Use até 200 caracteres em o texto alternativo da imagem.' }),
  corridas: contagem('o número de corridas'),
  vitorias: contagem('o número de vitórias'),
  anosTitulos: z
    .array(
      z
        .number({ error: 'Informe anos válidos.' })
        .int({ error: 'Informe anos válidos.' })
        .min(1979, { error: 'A Stock Car começou em 1979.' })
        .max(2100, { error: 'Informe anos válidos.' }),
    )
    .max(50, { error: 'Informe até 50 títulos.' }),
});

/** Rules across fields, checked by the server (an object with refinements cannot be extended). */
export function hallDaFamaProblems(v: z.infer<typeof HallDaFamaInputSchema>) {
  const problems: { campo: string; mensagem: string }[] = [];
  if (v.vitorias > v.corridas) {
    problems.push({
      campo: 'vitorias',
      mensagem: 'As vitórias não podem passar do número de corridas.',
    });
  }
  if (v.foto !== '' && v.textoAlternativo === '') {
    problems.push({
      campo: 'textoAlternativo',
      mensagem: 'Informe o texto alternativo da imagem.',
    });
  }
  return problems;
}
/** A current driver's entry stores no name (it comes from the driver): the item reads it empty. */
export const HallDaFamaItemSchema = HallDaFamaInputSchema.extend({
  ...versionado,
  nomePiloto: z.string(),
});

// ── Bastidores (behind-the-scenes galleries of the club) ───────────────────────────────────

export const BastidorInputSchema = z.object({
  categoriaId: idRef('a categoria'),
  titulo: traduzivel(texto('o título', 200), {
    maxEn: 200,
    maxEnMessage: 'Use até 200 caracteres em o título em inglês.',
    error: 'Informe o título.',
  }),
  dataPublicacao: z.iso.datetime({
    offset: true,
    error: 'Informe a data de publicação (data e hora).',
  }),
  pilotoIds: z
    .array(idRef('o piloto'), { error: 'Escolha os pilotos.' })
    .min(1, { error: 'Escolha pelo menos um piloto.' })
    .max(50, { error: 'Escolha até 50 pilotos.' }),
  imagens: z
    .array(z.object({ url: urlField('a imagem'), textoAlternativo: altField }), {
      error: 'Envie as imagens.',
    })
    .min(1, { error: 'Envie pelo menos uma imagem.' })
    .max(100, { error: 'Envie até 100 imagens.' }),
});
export const BastidorItemSchema = BastidorInputSchema.extend({
  ...versionado,
  titulo: TraduzidoSchema,
  dataPublicacao: z.string(),
  // What is stored, as it is: galleries from before the console (images without alt text)
  // still list; the input's rules apply when they are saved.
  pilotoIds: z.array(z.number().int()),
  imagens: z.array(z.object({ url: z.string(), textoAlternativo: z.string() })),
});

/** A result tier: reached with at least `minimoAcertos` right answers. */
export const QuizFaixaInputSchema = z.object({
  minimoAcertos: z
    .number({ error: 'Informe o mínimo de acertos.' })
    .int({ error: 'Informe o mínimo de acertos.' })
    .min(0, { error: 'O mínimo de acertos não pode ser negativo.' })
    .max(100, { error: 'O mínimo de acertos pode ir até 100.' }),
  titulo: texto('o título', 80),
  texto: texto('o texto', 300),
  cor: z
    .string({ error: 'Informe a cor (#rrggbb).' })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Informe a cor no formato #rrggbb.' }),
});
export const QuizFaixaItemSchema = QuizFaixaInputSchema.extend(versionado);
