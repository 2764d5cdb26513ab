import { z } from 'zod';
import { IdiomaQuerySchema, IdSchema, MAX_ID } from './common.ts';
import { CodigoEnviadoResponseSchema } from './clube/registro.ts';
import { SMS_CODE_LENGTH } from './clube/comum.ts';
import { clubePtBr } from '../locales/clube/pt-br.ts';

/**
 * Fan Push, the fans' vote before a race stage (fan-club.md §3, §4, §7, §9; public-site.md
 * §7). A stage's vote is addressed by the stage's id (`idEtapaFanpush`).
 */

/** Drivers per vote (fan-club.md §9: "3 votes per user"). */
export const FANPUSH_PICKS = 3;
/** The most voted drivers that get the extra power, shown large on the leaderboard. */
export const FANPUSH_TOP = 6;
/** The leaderboard lists at most this many drivers (positions 7 to 24 below the top 6). */
export const FANPUSH_MAX_PILOTOS = 24;
/** Leaderboard refresh and the live-video carousel, seconds (fan-club.md §4, §9). */
export const FANPUSH_REFRESH_SECONDS = 20;
export const FANPUSH_CAROUSEL_SECONDS = 5;

/** A driver card of the vote: `nome` is the full name, `imagem` the driver's photo. */
export const PilotoFanpushSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  numero: z.string(),
  imagem: z.string(),
});
export type PilotoFanpush = z.infer<typeof PilotoFanpushSchema>;

/** The stage a vote belongs to, for the pre-vote and vote headings. */
export const EtapaFanpushSchema = z.object({
  titulo: z.string(),
  circuito: z.string(),
  cidade: z.string(),
  /** ISO instant of the main race. */
  data: z.string(),
});

/** `GET /Fanpush` (member): the current vote and the member's part in it. */
export const FanpushSchema = z.object({
  /** The window is open now (dataInicioVotacao <= now < dataFimVotacao). */
  fanpushAberto: z.boolean(),
  /** ISO instants; null when there is no vote at all. */
  dataInicioVotacao: z.string().nullable(),
  dataFimVotacao: z.string().nullable(),
  /** The stage's id; null when there is no vote. */
  idEtapaFanpush: z.number().int().nullable(),
  etapa: EtapaFanpushSchema.nullable(),
  /** The member has picks recorded for this stage (pending their token, or confirmed). */
  usuarioVotou: z.boolean(),
  /** The member's vote is confirmed by the SMS token: it counts, no other vote is allowed. */
  validado: z.boolean(),
  /** The eligible drivers (empty: 'Não há pilotos cadastrados nesse Fanpush'). */
  listaPilotos: z.array(PilotoFanpushSchema),
  /** The member's 3 picks, pending or confirmed ([] when none). */
  listaPilotosVoto: z.array(PilotoFanpushSchema),
});
export type Fanpush = z.infer<typeof FanpushSchema>;
export const FanpushResponseSchema = z.object({ fanpush: FanpushSchema });
export type FanpushResponse = z.infer<typeof FanpushResponseSchema>;

export const EtapaFanpushParamsSchema = z.object({ id_etapa: IdSchema });

/** `GET /Fanpush/validacao/{id_etapa}` (member): the member's vote state for that stage. */
export const FanpushValidacaoResponseSchema = z.object({
  idEtapaFanpush: z.number().int(),
  fanpushAberto: z.boolean(),
  usuarioVotou: z.boolean(),
  validado: z.boolean(),
  /** Picks waiting for a token that is still alive: the token step can be reopened. */
  tokenPendente: z.boolean(),
  /** ISO instant when the pending token expires, or null. */
  tokenExpiraEm: z.string().nullable(),
  listaPilotosVoto: z.array(PilotoFanpushSchema),
});
export type FanpushValidacao = z.infer<typeof FanpushValidacaoResponseSchema>;

/** A picked driver as the client sends it; only `id` is trusted, the rest is an echo. */
export const PilotoVotoSchema = z.object({
  id: z
    .number({ error: clubePtBr.fanpushPilotoInelegivel })
    .int()
    .positive()
    .max(MAX_ID, { error: clubePtBr.fanpushPilotoInelegivel }),
  nome: z.string().max(200).optional(),
  numero: z.string().max(10).optional(),
  imagem: z.string().max(1000).optional(),
});

/** `POST /Fanpush`: records PENDING picks and sends a 6-digit token by SMS. */
export const FanpushVotoSchema = z.object({
  /** The ALTCHA payload (base64), see `GET /Captcha/desafio`. */
  captcha: z.string({ error: clubePtBr.captchaInvalido }).min(1, clubePtBr.captchaInvalido),
  idEtapaFanpush: IdSchema,
  piloto: z
    .array(PilotoVotoSchema, { error: clubePtBr.fanpushTresPilotos })
    .length(FANPUSH_PICKS, { error: clubePtBr.fanpushTresPilotos })
    .refine((p) => new Set(p.map((x) => x.id)).size === p.length, {
      error: clubePtBr.fanpushPilotosRepetidos,
    }),
});
export type FanpushVoto = z.infer<typeof FanpushVotoSchema>;
/** Answer of `POST /Fanpush` and `POST /Fanpush/reenvio-token`. */
export const FanpushTokenEnviadoResponseSchema = CodigoEnviadoResponseSchema;

/** `POST /Fanpush/token`: confirms the pending picks; only a confirmed vote counts. */
export const FanpushTokenSchema = z.object({
  idEtapaFanpush: IdSchema,
  token: z
    .string({ error: clubePtBr.codigoInvalido })
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { error: clubePtBr.codigoInvalido }),
});
export type FanpushToken = z.infer<typeof FanpushTokenSchema>;
export const FanpushConfirmadoResponseSchema = z.object({
  mensagem: z.string(),
  fanpush: FanpushSchema,
});

/** `POST /Fanpush/reenvio-token`: a new token for the pending picks (120 s after the last). */
export const FanpushReenvioSchema = z.object({ idEtapaFanpush: IdSchema });

/**
 * `GET /fanpush/votacao` (public): optional stage; by default the open vote, else the last
 * closed one, else the next to open.
 */
export const VotacaoQuerySchema = IdiomaQuerySchema.extend({
  idEtapaFanpush: IdSchema.optional(),
});

/** A leaderboard row: `votos` is the share of all confirmed picks, in percent, 2 decimals. */
export const PilotoVotacaoSchema = z.object({
  id: z.number().int(),
  /** 1-based rank by votes (ties by name). */
  posicao: z.number().int(),
  /** First and last name. */
  nome: z.string(),
  imagemB: z.string(),
  votos: z.number(),
  /** The count behind the share: confirmed ballots naming him (issue 11, an auditable vote). */
  contagem: z.number().int(),
  /** Top 6: the extra power, shown large. */
  destaque: z.boolean(),
});
export type PilotoVotacao = z.infer<typeof PilotoVotacaoSchema>;

/** `GET /fanpush/votacao`: live vote data (at most 24 drivers, sorted by votes). */
export const VotacaoResponseSchema = z.object({
  votacaoAberta: z.boolean(),
  idEtapaFanpush: z.number().int().nullable(),
  dataInicioVotacao: z.string().nullable(),
  /** ISO instant; null when there is no vote (the countdown stays at zero). */
  dataFimVotacao: z.string().nullable(),
  /** Live video url, when the stage has one. */
  url: z.string().optional(),
  pilotos: z.array(PilotoVotacaoSchema),
  /**
   * Issue 11: the window is over and `pilotos` is its final, frozen result; race control paused
   * it (no votes taken meanwhile); the number of confirmed ballots; once closed, the SHA-256 of
   * the published anonymised ballots, from which anyone can recompute the counts.
   */
  encerrada: z.boolean(),
  pausada: z.boolean(),
  totalCedulas: z.number().int(),
  checksum: z.string().nullable(),
});
export type Votacao = z.infer<typeof VotacaoResponseSchema>;

/** A winner of the last closed vote, for the public home block. */
export const VencedorFanpushSchema = z.object({
  posicao: z.number().int(),
  idPiloto: z.number().int(),
  nome: z.string(),
  imagemB: z.string(),
  votos: z.number(),
  idEtapaFanpush: z.number().int(),
  /** Stage title and circuit, e.g. '9ª Etapa', 'Interlagos'. */
  etapa: z.string(),
  circuito: z.string(),
  /** ISO instant of the stage's race. */
  dataEtapa: z.string(),
});
export type VencedorFanpush = z.infer<typeof VencedorFanpushSchema>;

/** `GET /Fanpush/ultimos-vencedores`: the top 6 of the last closed vote ([] when none). */
export const UltimosVencedoresResponseSchema = z.object({
  ultimosVencedores: z.array(VencedorFanpushSchema),
});
export type UltimosVencedores = z.infer<typeof UltimosVencedoresResponseSchema>;

/** `GET /Fanpush/preview/{id_etapa}` (public): the vote cards of a stage, no member data. */
export const FanpushPreviewResponseSchema = z.object({
  idEtapaFanpush: z.number().int(),
  fanpushAberto: z.boolean(),
  dataInicioVotacao: z.string(),
  dataFimVotacao: z.string(),
  etapa: EtapaFanpushSchema,
  listaPilotos: z.array(PilotoFanpushSchema),
});
export type FanpushPreview = z.infer<typeof FanpushPreviewResponseSchema>;
