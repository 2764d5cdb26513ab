import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { confirmVote } from '../../modules/fanpush/votes-store.ts';
import { createClubApp, createMember } from '../../../test/club.ts';
import { countersOf, createFanpush, createVoter, pendingVote } from '../../../test/fanpush.ts';
import type { TestApp } from '../../../test/helper.ts';
import { DAY, HOUR, ago, justAfter, justBefore, retentionDeps } from '../../../test/retention.ts';
import { monthsBefore } from './cutoffs.ts';
import { runRetention } from './retention-job.ts';

/*
 * One test per period of what keeps accounts safe (issue 12): sessions, codes, links,
 * captchas and failed logins past their period go, the rest stays.
 */

let t: TestApp;
const NOW = new Date();
const run = (now = NOW) => runRetention(retentionDeps(t), now);

beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

describe('sessions: 7 days after they ended', () => {
  const sevenDaysAgo = ago(NOW, 7 * DAY);

  async function session(
    usuarioId: number,
    family: { criadoEm: Date; revogadaEm?: Date },
    tokenExpiries: Date[],
  ) {
    const id = randomUUID();
    await t.db.insert(s.sessaoFamilia).values({ id, usuarioId, ...family });
    const tokens = await t.db
      .insert(s.sessaoToken)
      .values(
        tokenExpiries.map((expiraEm) => ({
          familiaId: id,
          tokenHash: randomBytes(32).toString('hex'),
          criadoEm: ago(expiraEm, 30 * DAY),
          expiraEm,
        })),
      )
      .returning({ id: s.sessaoToken.id });
    return { id, tokens: tokens.map((row) => row.id) };
  }
  const familyIds = async (ids: string[]) =>
    (
      await t.db
        .select({ id: s.sessaoFamilia.id })
        .from(s.sessaoFamilia)
        .where(inArray(s.sessaoFamilia.id, ids))
    ).map((row) => row.id);
  const tokensOf = async (familyId: string) =>
    (
      await t.db
        .select({ id: s.sessaoToken.id })
        .from(s.sessaoToken)
        .where(eq(s.sessaoToken.familiaId, familyId))
        .orderBy(s.sessaoToken.id)
    ).map((row) => row.id);

  it('deletes ended sessions with their tokens, and old tokens of live sessions', async () => {
    const { id: usuarioId } = await createMember(t);
    const created = ago(NOW, 40 * DAY);
    const future = new Date(NOW.getTime() + 20 * DAY);
    const revokedLongAgo = await session(
      usuarioId,
      { criadoEm: created, revogadaEm: justBefore(sevenDaysAgo) },
      [future],
    );
    const revokedRecently = await session(
      usuarioId,
      { criadoEm: created, revogadaEm: justAfter(sevenDaysAgo) },
      [future],
    );
    const expiredLongAgo = await session(usuarioId, { criadoEm: created }, [
      justBefore(sevenDaysAgo),
    ]);
    const expiredRecently = await session(usuarioId, { criadoEm: created }, [
      justAfter(sevenDaysAgo),
    ]);
    const live = await session(usuarioId, { criadoEm: created }, [
      justBefore(sevenDaysAgo),
      future,
    ]);

    await run();

    const all = [revokedLongAgo, revokedRecently, expiredLongAgo, expiredRecently, live];
    expect((await familyIds(all.map((f) => f.id))).sort()).toEqual(
      [revokedRecently.id, expiredRecently.id, live.id].sort(),
    );
    expect(await tokensOf(revokedRecently.id)).toEqual(revokedRecently.tokens);
    expect(await tokensOf(expiredRecently.id)).toEqual(expiredRecently.tokens);
    expect(await tokensOf(live.id)).toEqual([live.tokens[1]]);
    expect(
      await t.db
        .select()
        .from(s.sessaoToken)
        .where(inArray(s.sessaoToken.id, [...revokedLongAgo.tokens, ...expiredLongAgo.tokens])),
    ).toEqual([]);
  });
});

describe('SMS codes (codigo_sms): 7 days after they expired', () => {
  const codeExpiring = async (usuarioId: number, expiraEm: Date) => {
    const [row] = await t.db
      .insert(s.codigoSms)
      .values({
        usuarioId,
        finalidade: 'telefone',
        telefone: '(11) 98765-4321',
        destino: '+5511987654321',
        codigoHash: randomBytes(32).toString('hex'),
        expiraEm,
      })
      .returning();
    return row?.id ?? 0;
  };
  const codeIds = async (ids: number[]) =>
    (
      await t.db
        .select({ id: s.codigoSms.id })
        .from(s.codigoSms)
        .where(inArray(s.codigoSms.id, ids))
    ).map((row) => row.id);

  it('deletes codes past the period and keeps younger ones', async () => {
    const { id } = await createMember(t);
    const old = await codeExpiring(id, justBefore(ago(NOW, 7 * DAY)));
    const young = await codeExpiring(id, justAfter(ago(NOW, 7 * DAY)));
    await run();
    expect(await codeIds([old, young])).toEqual([young]);
  });

  it('keeps a confirmed Fan Push vote and its count when the code it was confirmed with goes', async () => {
    const { vote, drivers } = await createFanpush(t.db);
    const voter = await createVoter(t);
    const picks = drivers.slice(0, 3).map((d) => d.id);
    await pendingVote(t, voter, vote.id, picks);
    const [pending] = await t.db
      .select()
      .from(s.fanpushVoto)
      .where(eq(s.fanpushVoto.usuarioId, voter.m.id));
    const codigoSmsId = pending?.codigoSmsId ?? 0;
    expect(
      (await confirmVote(t.db, { fanpushId: vote.id, usuarioId: voter.m.id, codigoSmsId })).ballot,
    ).toMatchObject({ status: 'confirmado' });
    await t.db
      .update(s.codigoSms)
      .set({ expiraEm: justBefore(ago(NOW, 7 * DAY)) })
      .where(eq(s.codigoSms.id, codigoSmsId));
    const counters = await countersOf(t.db, vote.id);

    await run();

    expect(await codeIds([codigoSmsId])).toEqual([]);
    const [kept] = await t.db
      .select()
      .from(s.fanpushVoto)
      .where(eq(s.fanpushVoto.id, pending?.id ?? 0));
    expect(kept).toMatchObject({ status: 'confirmado', codigoSmsId: null });
    expect(await countersOf(t.db, vote.id)).toEqual(counters);
  });
});

describe('e-mailed links (link_email): 7 days after they expired', () => {
  it('deletes links past the period, used or not, and keeps younger ones', async () => {
    const { id: usuarioId } = await createMember(t);
    const link = (expiraEm: Date, usadoEm: Date | null = null) => ({
      usuarioId,
      tipo: 'reset' as const,
      tokenHash: randomBytes(32).toString('hex'),
      destino: 'membro@exemplo.com',
      expiraEm,
      usadoEm,
    });
    const cutoff = ago(NOW, 7 * DAY);
    const rows = await t.db
      .insert(s.linkEmail)
      .values([
        link(justBefore(cutoff)),
        link(justBefore(cutoff), ago(cutoff, DAY)),
        link(justAfter(cutoff), ago(cutoff, DAY)),
      ])
      .returning({ id: s.linkEmail.id });
    await run();
    const ids = rows.map((row) => row.id);
    const kept = await t.db
      .select({ id: s.linkEmail.id })
      .from(s.linkEmail)
      .where(inArray(s.linkEmail.id, ids));
    expect(kept).toEqual([{ id: ids[2] }]);
  });
});

describe('used captchas (captcha_usado): once expired', () => {
  it('deletes the expired ones and keeps those that could still be replayed', async () => {
    await t.db.insert(s.captchaUsado).values([
      { assinatura: 'retencao-expirado', expiraEm: ago(NOW, 1000) },
      { assinatura: 'retencao-valido', expiraEm: new Date(NOW.getTime() + 1000) },
    ]);
    await run();
    const kept = await t.db
      .select({ assinatura: s.captchaUsado.assinatura })
      .from(s.captchaUsado)
      .where(inArray(s.captchaUsado.assinatura, ['retencao-expirado', 'retencao-valido']));
    expect(kept).toEqual([{ assinatura: 'retencao-valido' }]);
  });
});

describe('failed logins (falha_login): 24 hours', () => {
  it('deletes records past the period and keeps younger ones', async () => {
    const rows = await t.db
      .insert(s.falhaLogin)
      .values([
        { chave: 'ip:10.9.9.9', criadoEm: justBefore(ago(NOW, 24 * HOUR)) },
        { chave: 'ip:10.9.9.9', criadoEm: justAfter(ago(NOW, 24 * HOUR)) },
      ])
      .returning({ id: s.falhaLogin.id });
    await run();
    const ids = rows.map((row) => row.id);
    const kept = await t.db
      .select({ id: s.falhaLogin.id })
      .from(s.falhaLogin)
      .where(inArray(s.falhaLogin.id, ids));
    expect(kept).toEqual([{ id: ids[1] }]);
  });
});

describe("guardians' revocation proofs (consentimento without a member): 60 months", () => {
  it('deletes proofs past the period, keeps younger ones and every member’s own consents', async () => {
    const fiveYearsAgo = monthsBefore(NOW, 60);
    const member = await createMember(t);
    const proof = {
      finalidade: 'autorizacao-responsavel',
      concedido: false,
      versaoTexto: 'v1',
      origem: 'revogacao-responsavel',
      concedidoPor: 'responsavel:mae@exemplo.com',
    };
    const rows = await t.db
      .insert(s.consentimento)
      .values([
        { ...proof, usuarioId: null, criadoEm: justBefore(fiveYearsAgo) },
        { ...proof, usuarioId: null, criadoEm: justAfter(fiveYearsAgo) },
        {
          ...proof,
          usuarioId: member.id,
          concedidoPor: 'titular',
          criadoEm: justBefore(fiveYearsAgo),
        },
      ])
      .returning({ id: s.consentimento.id });
    await run();
    const ids = rows.map((row) => row.id);
    const kept = await t.db
      .select({ id: s.consentimento.id })
      .from(s.consentimento)
      .where(inArray(s.consentimento.id, ids));
    expect(kept.map((row) => row.id).sort()).toEqual([ids[1], ids[2]].sort());
  });
});
