import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { CODE_MAX_TRIES } from '../../services/sms/codes.ts';
import {
  codigoSms,
  fanpush,
  fanpushContagemPendente,
  fanpushPiloto,
  fanpushVoto,
} from '../../db/schema/index.ts';
import { newReceipt } from '../../lib/receipt.ts';
import { refuseUnlessTakingVotes } from './rules.ts';

/** Writes of the Fan Push: pending picks and their confirmation. */

/**
 * Records (or replaces) the member's pending picks, bound to the SMS code sent for them.
 * Nothing changes once the vote is confirmed: undefined then (the caller answers 409).
 */
export async function savePending(
  db: Db,
  v: { fanpushId: number; usuarioId: number; picks: number[]; codigoSmsId: number | null },
) {
  const [p1, p2, p3] = v.picks;
  if (p1 === undefined || p2 === undefined || p3 === undefined) throw new Error('3 picks');
  const picks = { piloto1Id: p1, piloto2Id: p2, piloto3Id: p3, codigoSmsId: v.codigoSmsId };
  const [row] = await db
    .insert(fanpushVoto)
    .values({ fanpushId: v.fanpushId, usuarioId: v.usuarioId, ...picks })
    .onConflictDoUpdate({
      target: [fanpushVoto.fanpushId, fanpushVoto.usuarioId],
      set: { ...picks, criadoEm: new Date() },
      setWhere: eq(fanpushVoto.status, 'pendente'),
    })
    .returning({ id: fanpushVoto.id });
  return row;
}

/** Binds the pending picks to a new code (a resend). */
export async function bindCode(db: Db, voteId: number, codigoSmsId: number) {
  await db
    .update(fanpushVoto)
    .set({ codigoSmsId })
    .where(and(eq(fanpushVoto.id, voteId), eq(fanpushVoto.status, 'pendente')));
}

/** The statement's placeholders: times and booleans travel as text, cast in SQL. */
const param = (name: string) => sql.placeholder(name);
const nowParam = sql`${param('now')}::timestamptz`;

/**
 * A typed Fan Push token and the confirmation it allows, in one statement (issue 13: one round
 * trip where five were, BEGIN and COMMIT included):
 * - `tentativa` claims one of the code's 5 tries, and marks the code used when it was right
 *   (`right`, compared in constant time by the caller), as checkCode does;
 * - `janela` holds the window's row FOR SHARE: a close (or pause) taking it FOR UPDATE either
 *   waits for this ballot and counts it, or comes first and this one is refused, so a frozen
 *   result never misses a ballot confirmed in time;
 * - `confirmado` confirms the pending picks bound to this code, only when the code was used
 *   here and the window takes votes at `now`; one confirmation gets through;
 * - `contado` appends its three picks to fanpush_contagem_pendente (folded into the counters by
 *   foldPendingCounts), so confirmations never wait on a shared counter row.
 */
const confirmStatement = preparedFor((db) => {
  const janela = db.$with('janela').as(
    db
      .select({
        dataInicioVotacao: fanpush.dataInicioVotacao,
        dataFimVotacao: fanpush.dataFimVotacao,
        encerradaEm: fanpush.encerradaEm,
        pausada: fanpush.pausada,
      })
      .from(fanpush)
      .where(eq(fanpush.id, param('fanpushId')))
      .for('share'),
  );
  const tentativa = db.$with('tentativa').as(
    db
      .update(codigoSms)
      .set({
        tentativas: sql`${codigoSms.tentativas} + 1`,
        usadoEm: sql`case when ${param('right')}::boolean then ${nowParam} end`,
      })
      .where(
        and(
          eq(codigoSms.id, param('codigoSmsId')),
          isNull(codigoSms.usadoEm),
          lt(codigoSms.tentativas, CODE_MAX_TRIES),
        ),
      )
      .returning({
        tentativas: codigoSms.tentativas,
        usado: sql<boolean>`${codigoSms.usadoEm} is not null`.as('usado'),
      }),
  );
  const takingVotes = sql`${janela.dataInicioVotacao} <= ${nowParam}
    and ${nowParam} < ${janela.dataFimVotacao}
    and ${janela.encerradaEm} is null and not ${janela.pausada}`;
  const confirmado = db.$with('confirmado').as(
    db
      .update(fanpushVoto)
      .set({
        status: 'confirmado',
        confirmadoEm: sql`${nowParam}`,
        recibo: sql`${param('recibo')}`,
      })
      .where(
        and(
          eq(fanpushVoto.fanpushId, param('fanpushId')),
          eq(fanpushVoto.usuarioId, param('usuarioId')),
          eq(fanpushVoto.status, 'pendente'),
          eq(fanpushVoto.codigoSmsId, param('codigoSmsId')),
          sql`exists (select 1 from ${tentativa} where ${tentativa.usado})`,
          sql`exists (select 1 from ${janela} where ${takingVotes})`,
        ),
      )
      .returning(),
  );
  const contado = db
    .$with('contado')
    .as(
      db
        .insert(fanpushContagemPendente)
        .select(
          sql`select ${confirmado.fanpushId}, unnest(array[${confirmado.piloto1Id}, ${confirmado.piloto2Id}, ${confirmado.piloto3Id}]) from ${confirmado}`,
        ),
    );
  return db
    .with(janela, tentativa, confirmado, contado)
    .select({
      window: {
        dataInicioVotacao: janela.dataInicioVotacao,
        dataFimVotacao: janela.dataFimVotacao,
        encerradaEm: janela.encerradaEm,
        pausada: janela.pausada,
      },
      tentativas: tentativa.tentativas,
      usado: tentativa.usado,
      ballot: {
        id: confirmado.id,
        fanpushId: confirmado.fanpushId,
        usuarioId: confirmado.usuarioId,
        piloto1Id: confirmado.piloto1Id,
        piloto2Id: confirmado.piloto2Id,
        piloto3Id: confirmado.piloto3Id,
        status: confirmado.status,
        codigoSmsId: confirmado.codigoSmsId,
        criadoEm: confirmado.criadoEm,
        confirmadoEm: confirmado.confirmadoEm,
        recibo: confirmado.recibo,
      },
    })
    .from(janela)
    .leftJoin(tentativa, sql`true`)
    .leftJoin(confirmado, sql`true`)
    .prepare('fanpush_confirm');
});

export type CodeTry = 'ok' | 'invalid' | 'exhausted';

/**
 * Claims a try of the member's code `codigoSmsId` and, when the typed code was `right`,
 * confirms the pending picks bound to it and counts them, in one statement (see
 * confirmStatement). `code`: the try's outcome, as checkCode gives it; `ballot`: the confirmed
 * ballot, or undefined (the code was not right, or bound to other picks, or no pending vote).
 * The code used but the window closed (or paused) since the caller read it: a 400 that says so.
 */
export async function confirmVote(
  db: Db,
  v: { fanpushId: number; usuarioId: number; codigoSmsId: number; right?: boolean },
  now = new Date(),
): Promise<{ code: CodeTry; ballot: typeof fanpushVoto.$inferSelect | undefined }> {
  const [row] = await confirmStatement(db).execute({
    fanpushId: v.fanpushId,
    usuarioId: v.usuarioId,
    codigoSmsId: v.codigoSmsId,
    right: String(v.right ?? true),
    now: now.toISOString(),
    recibo: newReceipt(),
  });
  if (!row) return { code: 'invalid', ballot: undefined };
  const code: CodeTry =
    row.tentativas === null
      ? 'exhausted'
      : row.usado
        ? 'ok'
        : row.tentativas >= CODE_MAX_TRIES
          ? 'exhausted'
          : 'invalid';
  if (code === 'ok' && !row.ballot && row.window) refuseUnlessTakingVotes(row.window, now);
  return { code, ballot: row.ballot ?? undefined };
}

/**
 * Folds the picks confirmed since the last fold into the counters, in one statement: the
 * pending rows it takes are deleted and added in the same transaction, so a reader (who adds
 * the pending rows to the counters) never sees a pick twice or misses one. Rows appended while
 * it runs wait for the next fold. Runs on one instance at a time (the job's lock), so two
 * folds never update the same counters in opposite orders. The counters it raised.
 */
export async function foldPendingCounts(db: Db) {
  const taken = db.$with('tomado').as(db.delete(fanpushContagemPendente).returning());
  const sums = db.$with('soma').as(
    db
      .select({ fanpushId: taken.fanpushId, pilotoId: taken.pilotoId, n: count().as('n') })
      .from(taken)
      .groupBy(taken.fanpushId, taken.pilotoId),
  );
  const raised = await db
    .with(taken, sums)
    .update(fanpushPiloto)
    .set({ votos: sql`${fanpushPiloto.votos} + ${sums.n}` })
    .from(sums)
    .where(
      and(eq(fanpushPiloto.fanpushId, sums.fanpushId), eq(fanpushPiloto.pilotoId, sums.pilotoId)),
    )
    .returning({ pilotoId: fanpushPiloto.pilotoId });
  return raised.length;
}
