import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  b2bProposta,
  candidato,
  captchaUsado,
  codigoSms,
  consentimento,
  envioFormulario,
  falhaLogin,
  linkEmail,
  mensagemSaida,
  notaComercial,
  patrocinadorLead,
  sessaoFamilia,
  sessaoToken,
} from '../../db/schema/index.ts';
import type { StorageService } from '../../services/storage.ts';
import { deleteSome, inBatches } from './batches.ts';
import type { RetentionCutoffs } from './cutoffs.ts';

export interface RetentionContext {
  db: Db;
  storage: Pick<StorageService, 'deletePrivate'>;
  cutoffs: RetentionCutoffs;
  batch: { size: number; signal: AbortSignal };
}

/** One period applied to one table; `run` answers how many rows (or files) went, by name. */
export interface RetentionRule {
  /** The table, in logs. */
  name: string;
  run(ctx: RetentionContext): Promise<Record<string, number>>;
}

/** A rule that deletes the rows of `table` matching `where`, in batches. */
function rowsOf(
  name: string,
  table: PgTable,
  key: PgColumn,
  where: (ctx: RetentionContext) => SQL | undefined,
): RetentionRule {
  return {
    name,
    run: async (ctx) => ({
      [name]: await inBatches(ctx.batch, (limit) =>
        deleteSome(ctx.db, table, key, where(ctx), limit),
      ),
    }),
  };
}

/** Talent-bank candidates and their CVs: each file goes first, then its row. */
const candidates: RetentionRule = {
  name: 'candidato',
  async run(ctx) {
    let files = 0;
    const rows = await inBatches(ctx.batch, async (limit) => {
      const old = await ctx.db
        .select({ id: candidato.id, cv: candidato.cvArquivo })
        .from(candidato)
        .where(lt(candidato.criadoEm, ctx.cutoffs.candidates))
        .limit(limit);
      // A file that cannot be removed stops the run before its row goes: the next run retries.
      for (const { cv } of old) {
        if (!cv) continue;
        await ctx.storage.deletePrivate(cv);
        files += 1;
      }
      if (old.length === 0) return 0;
      const ids = old.map((row) => row.id);
      await ctx.db.delete(candidato).where(inArray(candidato.id, ids));
      return old.length;
    });
    return { candidato: rows, candidato_cv: files };
  },
};

/**
 * The forms whose idempotency rows (envio_formulario) name their record by `rota` (the value
 * each route passes to submitOnce). A test posts every form, so a renamed route fails it.
 */
const FORM_RECORDS = [
  { rota: 'rh-candidato', table: candidato, id: candidato.id },
  { rota: 'patrocinador', table: patrocinadorLead, id: patrocinadorLead.id },
  { rota: 'b2b-proposta', table: b2bProposta, id: b2bProposta.id },
] as const;

/** Idempotency rows whose record is gone: they would only tie a body's hash to nothing. */
function orphanSubmissions(ctx: RetentionContext): SQL | undefined {
  return or(
    ...FORM_RECORDS.map(({ rota, table, id }) =>
      and(
        eq(envioFormulario.rota, rota),
        isNotNull(envioFormulario.recursoId),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(table)
            .where(eq(id, envioFormulario.recursoId)),
        ),
      ),
    ),
  );
}

/** The commercial desk's notes on each kind of record (issue 10), by the note's area. */
const NOTE_RECORDS = [
  { area: 'candidatos', table: candidato, id: candidato.id },
  { area: 'leads', table: patrocinadorLead, id: patrocinadorLead.id },
  { area: 'propostas', table: b2bProposta, id: b2bProposta.id },
] as const;

/** Internal notes whose proposal, lead or candidate is gone: they go with the person's record. */
function orphanNotes(ctx: RetentionContext): SQL | undefined {
  return or(
    ...NOTE_RECORDS.map(({ area, table, id }) =>
      and(
        eq(notaComercial.area, area),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(table)
            .where(eq(id, notaComercial.registroId)),
        ),
      ),
    ),
  );
}

/** Sessions revoked before the cutoff. */
const revokedFamilies = (ctx: RetentionContext) =>
  ctx.db
    .select({ id: sessaoFamilia.id })
    .from(sessaoFamilia)
    .where(lt(sessaoFamilia.revogadaEm, ctx.cutoffs.expired));

/**
 * A session is over when it was revoked, or when every token expired, before the cutoff.
 * A family younger than the cutoff may be a login whose first token is being written.
 */
function endedFamilies(ctx: RetentionContext): SQL | undefined {
  const { expired } = ctx.cutoffs;
  const liveToken = ctx.db
    .select({ one: sql`1` })
    .from(sessaoToken)
    .where(and(eq(sessaoToken.familiaId, sessaoFamilia.id), gte(sessaoToken.expiraEm, expired)));
  return or(
    lt(sessaoFamilia.revogadaEm, expired),
    and(lt(sessaoFamilia.criadoEm, expired), notExists(liveToken)),
  );
}

/**
 * Every period, in order: records first, then the idempotency rows pointing at them; a
 * session's tokens before the session itself, so no delete cascades into a large number.
 */
export const RETENTION_RULES: RetentionRule[] = [
  candidates,
  // Only the proofs left by a guardian's revocation: a member's own consents go with the member.
  rowsOf('consentimento', consentimento, consentimento.id, (ctx) =>
    and(isNull(consentimento.usuarioId), lt(consentimento.criadoEm, ctx.cutoffs.revocationProof)),
  ),
  rowsOf('patrocinador_lead', patrocinadorLead, patrocinadorLead.id, (ctx) =>
    lt(patrocinadorLead.criadoEm, ctx.cutoffs.leads),
  ),
  rowsOf('b2b_proposta', b2bProposta, b2bProposta.id, (ctx) =>
    lt(b2bProposta.criadoEm, ctx.cutoffs.leads),
  ),
  rowsOf('envio_formulario', envioFormulario, envioFormulario.id, orphanSubmissions),
  rowsOf('nota_comercial', notaComercial, notaComercial.id, orphanNotes),
  rowsOf('mensagem_saida', mensagemSaida, mensagemSaida.id, (ctx) =>
    lt(mensagemSaida.criadoEm, ctx.cutoffs.outbox),
  ),
  rowsOf('sessao_token', sessaoToken, sessaoToken.id, (ctx) =>
    or(
      lt(sessaoToken.expiraEm, ctx.cutoffs.expired),
      inArray(sessaoToken.familiaId, revokedFamilies(ctx)),
    ),
  ),
  rowsOf('sessao_familia', sessaoFamilia, sessaoFamilia.id, endedFamilies),
  rowsOf('codigo_sms', codigoSms, codigoSms.id, (ctx) =>
    lt(codigoSms.expiraEm, ctx.cutoffs.expired),
  ),
  rowsOf('link_email', linkEmail, linkEmail.id, (ctx) =>
    lt(linkEmail.expiraEm, ctx.cutoffs.expired),
  ),
  rowsOf('captcha_usado', captchaUsado, captchaUsado.assinatura, (ctx) =>
    lt(captchaUsado.expiraEm, ctx.cutoffs.now),
  ),
  rowsOf('falha_login', falhaLogin, falhaLogin.id, (ctx) =>
    lt(falhaLogin.criadoEm, ctx.cutoffs.loginFailures),
  ),
];
