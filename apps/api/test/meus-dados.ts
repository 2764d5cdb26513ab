import { eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.ts';
import { recordConsents } from '../src/modules/conta/repository/consentimentos.ts';
import { PASSWORD, anon, bearer } from './club.ts';
import { createSurvey } from './clube-conteudo.ts';
import { createPiloto } from './factories.ts';
import { createFanpush, createPhoneMember, pendingVote } from './fanpush.ts';
import type { TestApp } from './helper.ts';

/** Meus dados test helpers: members signed in from named devices, with data in every table. */

export const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Logs in through the API from a device; the access token, its session id and the cookie. */
export async function loginFrom(t: TestApp, email: string, userAgent: string, ip?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Autenticacao/login',
    headers: { ...anon(ip), 'user-agent': userAgent },
    payload: { email, senha: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const accessToken = res.json().accessToken as string;
  const { sid } = t.app.jwt.decode<{ sid: string }>(accessToken) ?? { sid: '' };
  const refresh = res.cookies.find((c) => c.name === 'stockclub_rt')?.value ?? '';
  const as = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(accessToken, ip), payload });
  return { accessToken, sid, refresh, as };
}

/** An active member with an SMS-capable phone, signed in from an Android phone. */
export async function signedInMember(
  t: TestApp,
  overrides: Partial<typeof s.usuario.$inferInsert> = {},
) {
  const member = await createPhoneMember(t, overrides);
  return { ...member, ...(await loginFrom(t, member.m.email, CHROME_ANDROID)) };
}

export type SignedIn = Awaited<ReturnType<typeof signedInMember>>;

/**
 * Rows in every table the export reads: favourite driver, sign-up answers, consents, a
 * confirmed fan vote, quiz progress, survey answers with a reward, and messages in the outbox.
 */
export async function fillMemberData(t: TestApp, member: SignedIn, tag: string) {
  const driver = await createPiloto(t.db, { nome: 'Favorito', sobrenome: tag });
  await t.db
    .update(s.usuario)
    .set({ pilotoFavoritoId: driver.id })
    .where(eq(s.usuario.id, member.m.id));
  await t.db.insert(s.usuarioResposta).values([
    { usuarioId: member.m.id, idPesquisaPerfil: 1, resposta: String(driver.id) },
    { usuarioId: member.m.id, idPesquisaPerfil: 2, resposta: 'TV' },
  ]);
  await recordConsents(
    t.db,
    member.m.id,
    { email: true, sms: false, whatsapp: false, termos: true },
    { origem: 'cadastro', ip: '10.9.8.7' },
  );
  const vote = await confirmedVote(t, member);
  const [quiz] = await t.db
    .insert(s.quiz)
    .values({ titulo: `Quiz ${tag}` })
    .returning();
  await t.db.insert(s.quizProgresso).values({
    usuarioId: member.m.id,
    quizId: quiz?.id ?? 0,
    respondidas: 3,
    respostasCorretas: 2,
  });
  const { survey, questions } = await createSurvey(t.db, [[{}]]);
  const [question] = questions;
  await t.db
    .insert(s.pesquisaRespondida)
    .values({ usuarioId: member.m.id, perguntaId: question?.id ?? 0 });
  await t.db
    .insert(s.pesquisaEscolha)
    .values({ usuarioId: member.m.id, opcaoId: question?.opcoes[1] ?? 0 });
  await t.db
    .insert(s.pesquisaRecompensa)
    .values({ usuarioId: member.m.id, pesquisaId: survey.id, fase: 1, codigo: `CUPOM-${tag}` });
  await t.app.mail.send({ to: member.m.email, subject: `Boas-vindas ${tag}`, text: 'Olá!' });
  return { driver, vote, survey };
}

/** A vote of 5 drivers in which the member confirmed the first 3 through `POST /Fanpush/token`. */
export async function confirmedVote(t: TestApp, member: SignedIn) {
  const fp = await createFanpush(t.db);
  const picks = fp.drivers.slice(0, 3).map((d) => d.id);
  const token = await pendingVote(t, member, fp.vote.id, picks);
  const res = await member.as('POST', '/Fanpush/token', {
    idEtapaFanpush: fp.idEtapaFanpush,
    token,
  });
  if (res.statusCode !== 200) throw new Error(`vote not confirmed: ${res.statusCode} ${res.body}`);
  return { ...fp, picks };
}
