import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { maskCpf } from '@stockcar/shared/validators/cpf';
import * as s from '../../../db/schema/index.ts';
import { accountTag } from '../rules/login-limiter.ts';
import {
  PASSWORD,
  REFRESH,
  call,
  lastSmsCode,
  readySignUp,
  refreshCookie,
  setupOutboxClub,
} from '../../../../test/club.ts';
import { countersOf, createFanpush, pendingVote } from '../../../../test/fanpush.ts';
import type { TestApp } from '../../../../test/helper.ts';
import {
  confirmedVote,
  fillMemberData,
  signedInMember,
  type SignedIn,
} from '../../../../test/meus-dados.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import { errorsPtBr } from '@stockcar/shared/locales/errors/pt-br';

let t: TestApp;
let driverId = 0;
// Pro Series first: the fan votes reuse it, and a new sign-up picks its driver.
setupOutboxClub((ctx) => ({ t, driverId } = ctx));

/** Moves the member's SMS codes back past the waits between two SMS to one phone. */
const ageCodes = (member: SignedIn) =>
  t.db
    .update(s.codigoSms)
    .set({ criadoEm: new Date(Date.now() - 3 * 60_000) })
    .where(eq(s.codigoSms.usuarioId, member.m.id));

/** Asks for the code (after any SMS of the last minutes) and deletes the account with it. */
async function deleteAccount(member: SignedIn) {
  await ageCodes(member);
  expect((await member.as('POST', '/MeusDados/exclusao/codigo')).statusCode).toBe(200);
  const codigo = (await lastSmsCode(t.db, member.e164)) ?? '';
  return member.as('POST', '/MeusDados/exclusao', { senha: PASSWORD, codigo });
}

/** The rows of `table` whose `column` holds the member's id. */
const rowsWhere = (table: PgTable, column: PgColumn, usuarioId: number) =>
  t.db.select().from(table).where(eq(column, usuarioId));

/** The member's rows in every table the deletion empties. */
const rowsOf = async (id: number) => ({
  usuario: await rowsWhere(s.usuario, s.usuario.id, id),
  sessoes: await rowsWhere(s.sessaoFamilia, s.sessaoFamilia.usuarioId, id),
  consentimentos: await rowsWhere(s.consentimento, s.consentimento.usuarioId, id),
  codigos: await rowsWhere(s.codigoSms, s.codigoSms.usuarioId, id),
  respostas: await rowsWhere(s.usuarioResposta, s.usuarioResposta.usuarioId, id),
  pesquisa: await rowsWhere(s.pesquisaRecompensa, s.pesquisaRecompensa.usuarioId, id),
  quiz: await rowsWhere(s.quizProgresso, s.quizProgresso.usuarioId, id),
  votos: await rowsWhere(s.fanpushVoto, s.fanpushVoto.usuarioId, id),
});

const outboxTo = (addresses: string[]) =>
  t.db.select().from(s.mensagemSaida).where(inArray(s.mensagemSaida.destino, addresses));

const leaderboard = async (idEtapaFanpush: number) =>
  (await t.get(`/api/v1/fanpush/votacao?idEtapaFanpush=${idEtapaFanpush}`)).json();

describe('POST /MeusDados/exclusao', () => {
  it('erases the personal data and the sessions, keeping the confirmed vote anonymous', async () => {
    const member = await signedInMember(t);
    const { vote } = await fillMemberData(t, member, 'ERASE');
    const other = await signedInMember(t);
    const otherToken = await pendingVote(t, other, vote.vote.id, vote.picks.slice().reverse());
    await other.as('POST', '/Fanpush/token', {
      idEtapaFanpush: vote.idEtapaFanpush,
      token: otherToken,
    });
    const pendingIn = await createFanpush(t.db);
    await ageCodes(member);
    await pendingVote(
      t,
      member,
      pendingIn.vote.id,
      pendingIn.drivers.slice(0, 3).map((d) => d.id),
    );
    const counters = await countersOf(t.db, vote.vote.id);
    const board = await leaderboard(vote.idEtapaFanpush);
    const otherMail = await outboxTo([other.m.email, other.e164]);

    const res = await deleteAccount(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: clubePtBr.contaExcluida });
    expect(refreshCookie(res)?.value).toBe('');

    expect(await rowsOf(member.m.id)).toEqual({
      usuario: [],
      sessoes: [],
      consentimentos: [],
      codigos: [],
      respostas: [],
      pesquisa: [],
      quiz: [],
      votos: [],
    });
    // The confirmed ballot stays, with no member; the pending one (never counted) is gone.
    const anonymous = await t.db
      .select()
      .from(s.fanpushVoto)
      .where(
        and(
          isNull(s.fanpushVoto.usuarioId),
          inArray(s.fanpushVoto.fanpushId, [vote.vote.id, pendingIn.vote.id]),
        ),
      );
    expect(anonymous.map((v) => [v.fanpushId, v.status, v.piloto1Id])).toEqual([
      [vote.vote.id, 'confirmado', vote.picks[0]],
    ]);
    expect(await countersOf(t.db, vote.vote.id)).toEqual(counters);
    expect(await leaderboard(vote.idEtapaFanpush)).toEqual(board);
    // The outbox keeps only the confirmation for the member, and the other member's messages.
    const left = await outboxTo([member.m.email, member.e164]);
    expect(left.map((m) => m.assunto)).toEqual(['Stock Club: sua conta foi excluída']);
    expect(await outboxTo([other.m.email, other.e164])).toEqual(otherMail);
  });

  it('ends every session at once: the tokens and cookies of all devices stop working', async () => {
    const member = await signedInMember(t);
    expect((await deleteAccount(member)).statusCode).toBe(200);
    const profile = await member.as('GET', '/Perfil');
    expect(profile.statusCode).toBe(401);
    expect(profile.json().detail).toBe(errorsPtBr.userNotFound);
    const refresh = await call(t, 'POST', '/Autenticacao/refresh', undefined, undefined, {
      [REFRESH]: member.refresh,
    });
    expect(refresh.statusCode).toBe(401);
    const login = await call(t, 'POST', '/Autenticacao/login', {
      email: member.m.email,
      senha: PASSWORD,
    });
    expect(login.statusCode).toBe(400);
  });

  it('leaves no failed-login or password-change counter of the account behind', async () => {
    const member = await signedInMember(t);
    await call(t, 'POST', '/Autenticacao/login', { email: member.m.email, senha: 'Errada#Senha1' });
    await member.as('POST', '/Registro/atualizar-senha', {
      oldPassword: 'Errada#Senha1',
      newPassword: 'Nova#Senha#Forte2031',
      confirmNewPassword: 'Nova#Senha#Forte2031',
    });
    const counters = () =>
      t.db
        .select({ chave: s.falhaLogin.chave })
        .from(s.falhaLogin)
        .where(
          or(
            like(s.falhaLogin.chave, `%${accountTag(member.m.email)}%`),
            eq(s.falhaLogin.chave, `troca-senha:${member.m.id}`),
          ),
        );
    expect((await counters()).length).toBeGreaterThanOrEqual(3);
    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect(await counters()).toEqual([]);
  });

  it('frees the e-mail and the CPF for a new sign-up', async () => {
    const member = await signedInMember(t);
    const cpf = maskCpf(member.m.cpf ?? '');
    const email = member.m.email;
    const before = await call(t, 'POST', '/Registro/usuario-existe', { email, cpf, celular: '' });
    expect(before.json()).toEqual({ existe: true });
    expect((await deleteAccount(member)).statusCode).toBe(200);
    const after = await call(t, 'POST', '/Registro/usuario-existe', { email, cpf, celular: '' });
    expect(after.json()).toEqual({ existe: false });
    const body = await readySignUp(t, driverId, { email, emailConfirm: email, cpf });
    expect((await call(t, 'POST', '/Registro', body)).statusCode).toBe(201);
  });

  it('leaves the fan vote working with several anonymous ballots in it', async () => {
    const first = await signedInMember(t);
    const vote = await confirmedVote(t, first);
    const second = await signedInMember(t);
    const token = await pendingVote(t, second, vote.vote.id, vote.picks);
    await second.as('POST', '/Fanpush/token', { idEtapaFanpush: vote.idEtapaFanpush, token });
    expect((await deleteAccount(first)).statusCode).toBe(200);
    expect((await deleteAccount(second)).statusCode).toBe(200);

    const third = await signedInMember(t);
    const thirdToken = await pendingVote(t, third, vote.vote.id, vote.picks);
    const confirmed = await third.as('POST', '/Fanpush/token', {
      idEtapaFanpush: vote.idEtapaFanpush,
      token: thirdToken,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().fanpush).toMatchObject({ usuarioVotou: true, validado: true });
    const counters = await countersOf(t.db, vote.vote.id);
    expect(vote.picks.map((id) => counters.get(id))).toEqual([3, 3, 3]);
  });
});
