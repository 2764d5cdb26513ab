import { z } from 'zod';
import { MAX_ID } from '../common.ts';

/**
 * Race control's Fan Push (issue 11, area `fanpush`, `/api/v1/admin/fanpush`): the settings the
 * calendar makes windows with, each stage's window (times, candidates, pause, close), its live
 * counts, and the export of a closed window's anonymised ballots.
 */

export const FANPUSH_TEXTOS = {
  janelaEncerrada: 'Esta votação já foi encerrada: o resultado está congelado e não muda mais.',
  candidatosComVotos:
    'A votação já recebeu votos: só é possível incluir candidatos, nunca retirar quem já foi votado.',
  naoEncerrada: 'A votação ainda não foi encerrada: as cédulas só são exportadas depois.',
  /** Closing a window before it opens would publish an empty result as the last winners. */
  naoAberta:
    'A votação ainda não abriu: não há o que encerrar. Ajuste os horários se ela não deve acontecer.',
  jaPausada: 'A votação já está pausada.',
  naoPausada: 'A votação não está pausada.',
  candidatoNaoInscrito: 'Um dos candidatos não está inscrito na temporada desta etapa.',
  fimDepoisDoInicio: 'O fim da votação precisa ser depois do início.',
  fimAteALargada: 'A votação precisa terminar até a largada da etapa.',
  /** Two windows never overlap: one vote is open at a time. */
  sobreposicao: (etapa: string) =>
    `Este horário se sobrepõe à votação da ${etapa}. Ajuste o início ou o fim.`,
} as const;

const inteiro = (campo: string, min: number, max: number) =>
  z
    .number({ error: `Informe ${campo} (um número inteiro).` })
    .int({ error: `Informe ${campo} (um número inteiro).` })
    .min(min, { error: `${campo[0]?.toUpperCase()}${campo.slice(1)} vai de ${min} a ${max}.` })
    .max(max, { error: `${campo[0]?.toUpperCase()}${campo.slice(1)} vai de ${min} a ${max}.` });

/** `GET`/`PUT /admin/fanpush/config`: how the calendar makes each Pro Series stage's window. */
export const FanpushConfigInputSchema = z.object({
  /** The window opens this many days before the race. */
  diasAntes: inteiro('a antecedência em dias', 1, 60),
  /** It closes this many minutes before the race starts (0: at the start). */
  minutosAntes: inteiro('o fechamento em minutos antes da largada', 0, 1440),
});
export type FanpushConfigInput = z.infer<typeof FanpushConfigInputSchema>;
export const FanpushConfigSchema = FanpushConfigInputSchema.extend({ versao: z.number().int() });
export const FanpushConfigUpdateSchema = FanpushConfigInputSchema.extend({
  versao: z.number().int().positive(),
});

export const SITUACOES_JANELA = ['agendada', 'aberta', 'pausada', 'encerrada'] as const;
export type SituacaoJanela = (typeof SITUACOES_JANELA)[number];

const instante = z.iso.datetime({ offset: true, error: 'Informe data e hora válidas.' });

/** A window in the console's list. `situacao` is derived from the times and flags. */
export const FanpushJanelaItemSchema = z.object({
  id: z.number().int(),
  versao: z.number().int(),
  idEtapa: z.number().int(),
  /** The stage's title ('9ª Etapa'), season, circuit and race start. */
  etapa: z.string(),
  temporada: z.number().int(),
  circuito: z.string(),
  dataEtapa: z.string(),
  dataInicioVotacao: z.string(),
  dataFimVotacao: z.string(),
  urlVideo: z.string(),
  situacao: z.enum(SITUACOES_JANELA),
  pausada: z.boolean(),
  /** Race control set times or candidates by hand: the calendar no longer moves them. */
  horariosAjustados: z.boolean(),
  candidatosAjustados: z.boolean(),
  /** Confirmed ballots so far (final once closed). */
  totalCedulas: z.number().int(),
  /** Once closed: when, and the SHA-256 of the ballots' export. */
  encerradaEm: z.string().nullable(),
  checksum: z.string().nullable(),
  /** The candidates' driver ids. */
  candidatos: z.array(z.number().int()),
});
export type FanpushJanelaItem = z.infer<typeof FanpushJanelaItemSchema>;

/** One candidate's count: live while open, the frozen result once closed. */
export const ContagemCandidatoSchema = z.object({
  idPiloto: z.number().int(),
  nome: z.string(),
  numero: z.string(),
  /** Ballots naming him (each ballot names three drivers). */
  votos: z.number().int(),
  posicao: z.number().int(),
});

/**
 * `GET /admin/fanpush/:id`: the window, the count per candidate (most voted first), and the
 * drivers entered in the stage's season (who may be a candidate).
 */
export const FanpushJanelaDetalheSchema = FanpushJanelaItemSchema.extend({
  contagem: z.array(ContagemCandidatoSchema),
  inscritos: z.array(
    z.object({ idPiloto: z.number().int(), nome: z.string(), numero: z.string() }),
  ),
});
export type FanpushJanelaDetalhe = z.infer<typeof FanpushJanelaDetalheSchema>;

const candidato = z
  .number({ error: FANPUSH_TEXTOS.candidatoNaoInscrito })
  .int({ error: FANPUSH_TEXTOS.candidatoNaoInscrito })
  .positive({ error: FANPUSH_TEXTOS.candidatoNaoInscrito })
  .max(MAX_ID, { error: FANPUSH_TEXTOS.candidatoNaoInscrito });

const VIDEO_MSG = 'Informe o endereço do vídeo (https://…) ou deixe em branco.';

/** `PUT /admin/fanpush/:id`: race control's adjustments, over the version read. */
export const FanpushJanelaInputSchema = z
  .object({
    dataInicioVotacao: instante,
    dataFimVotacao: instante,
    candidatos: z
      .array(candidato, { error: 'Escolha os candidatos.' })
      .min(3, { error: 'Escolha ao menos 3 candidatos: cada torcedor vota em 3.' })
      .max(60, { error: 'Escolha no máximo 60 candidatos.' })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Um piloto aparece duas vezes entre os candidatos.',
      }),
    urlVideo: z
      .string({ error: VIDEO_MSG })
      .trim()
      .max(500, { error: VIDEO_MSG })
      .regex(/^(https:\/\/\S+)?$/, { error: VIDEO_MSG }),
    versao: z.number().int().positive(),
  })
  .refine((v) => Date.parse(v.dataFimVotacao) > Date.parse(v.dataInicioVotacao), {
    error: FANPUSH_TEXTOS.fimDepoisDoInicio,
    path: ['dataFimVotacao'],
  });
export type FanpushJanelaInput = z.infer<typeof FanpushJanelaInputSchema>;

/** `POST /admin/fanpush/:id/{pausar,retomar,encerrar}`: the version the action is taken over. */
export const FanpushAcaoSchema = z.object({ versao: z.number().int().positive() });

export const FanpushListQueryExtra = {
  temporada: z.coerce.number().int().min(1979).max(2100).optional(),
  situacao: z.enum(SITUACOES_JANELA).optional(),
};

/**
 * The export of a closed window's ballots (`GET /admin/fanpush/:id/cedulas.csv`): one line per
 * confirmed ballot, by receipt, no member data. Its SHA-256 is the published `checksum`; summing
 * the three picks of every line gives the published counts (`contagem` per driver `id` in
 * `GET /fanpush/votacao`). Drivers go by id only: a name edited after the close would change the
 * file's bytes and break the published checksum.
 */
export const CEDULAS_CSV_COLUNAS = [
  'recibo',
  'confirmado_em',
  'piloto1_id',
  'piloto2_id',
  'piloto3_id',
] as const;
