import { checkPhone } from '@stockcar/shared/validators/phone';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import { startSession } from '../src/plugins/auth/sessions.ts';
import { codeKey } from '../src/services/sms/code-replies.ts';
import { currentCode, sendCode } from '../src/services/sms/codes.ts';
import { savePending } from '../src/modules/fanpush/votes-store.ts';
import { countersOf as leaderboardCounters } from '../src/modules/fanpush/repository.ts';
import { FANPUSH_MAX_PILOTOS } from '@stockcar/shared/schemas/fanpush';
import { bearer, call, createMember, lastSmsCode } from './club.ts';
import { createCategoria, createEtapa, createInscricao, createPiloto } from './factories.ts';
import type { TestApp } from './helper.ts';

/** Fan Push test helpers: a stage's vote with its drivers, voters with a session, votes. */

export const HOUR = 60 * 60 * 1000;

/** Pro Series (category 1), made once per database. */
export async function proSeries(db: Db) {
  const [found] = await db.select().from(s.categoria).where(eq(s.categoria.id, 1));
  return found ?? createCategoria(db, { id: 1, slug: 'proseries' });
}

/** A Pro Series stage with a vote over `drivers` new drivers, open from `inicio` to `fim`. */
export async function createFanpush(
  db: Db,
  options: { inicio?: Date; fim?: Date; drivers?: number; urlVideo?: string } = {},
) {
  await proSeries(db);
  const inicio = options.inicio ?? new Date(Date.now() - HOUR);
  const fim = options.fim ?? new Date(Date.now() + 24 * HOUR);
  const data = new Date(fim.getTime() + HOUR);
  const etapa = await createEtapa(db, { categoriaId: 1, data });
  const [vote] = await db
    .insert(s.fanpush)
    .values({
      etapaId: etapa.id,
      dataInicioVotacao: inicio,
      dataFimVotacao: fim,
      urlVideo: options.urlVideo ?? '',
    })
    .returning();
  if (!vote) throw new Error('fanpush not created');
  const drivers = [];
  for (let i = 0; i < (options.drivers ?? 5); i += 1) {
    const p = await createPiloto(db, { imagemB: `/m/b-${i}.png` });
    const entry = await createInscricao(db, {
      categoriaId: 1,
      temporada: etapa.temporada,
      pilotoId: p.id,
    });
    await db.insert(s.fanpushPiloto).values({ fanpushId: vote.id, pilotoId: p.id });
    drivers.push({
      id: p.id,
      nome: `${p.nome} ${p.sobrenome}`,
      numero: entry.numero,
      imagem: p.imagem,
    });
  }
  return { vote, etapa, drivers, idEtapaFanpush: etapa.id };
}

let phoneSequence = 0;
/** A Brazilian mobile not used before in this run, masked, and its E.164. */
export function nextMobile() {
  phoneSequence += 1;
  const n = String(phoneSequence).padStart(7, '0');
  const masked = `(21) 98${n.slice(0, 3)}-${n.slice(3)}`;
  return { masked, e164: checkPhone(masked).e164 ?? '' };
}

/** A member with a new active mobile who accepted the Fan Push flow; overrides apply. */
export async function createPhoneMember(
  t: TestApp,
  overrides: Partial<typeof s.usuario.$inferInsert> = {},
) {
  const phone = nextMobile();
  const m = await createMember(t, {
    telefone: phone.masked,
    celularAtivo: true,
    aceitaFluxoFanpush: true,
    ...overrides,
  });
  return { m, e164: phone.e164 };
}

/** A member allowed to vote (active phone, accepted flow) with a session; overrides apply. */
export async function createVoter(
  t: TestApp,
  overrides: Partial<typeof s.usuario.$inferInsert> = {},
) {
  return voterSession(t, await createPhoneMember(t, overrides));
}

/** A new session of a member with a phone (signed at the clock's time). */
export async function voterSession(
  t: TestApp,
  { m, e164 }: Awaited<ReturnType<typeof createPhoneMember>>,
) {
  const issued = await startSession(t.db, m.id);
  const token = t.app.jwt.sign({ sub: String(m.id), sid: issued.familyId });
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(t, method, url, payload, bearer(token));
  return { m, e164, as };
}

/**
 * A pending vote made through the services, as `POST /Fanpush` makes it (SMS code, then the
 * picks bound to it), without its captcha and HTTP cost; the code sent.
 */
export async function pendingVote(
  t: TestApp,
  voter: { m: typeof s.usuario.$inferSelect; e164: string },
  fanpushId: number,
  picks: number[],
) {
  const sent = await sendCode(t.db, t.app.sms, {
    key: codeKey(t.app),
    usuarioId: voter.m.id,
    finalidade: 'fanpush',
    telefone: voter.m.telefone,
    destino: voter.e164,
  });
  if (!sent.ok) throw new Error(`code not sent: ${JSON.stringify(sent)}`);
  const code = await currentCode(t.db, voter.m.id, 'fanpush');
  await savePending(t.db, {
    fanpushId,
    usuarioId: voter.m.id,
    picks,
    codigoSmsId: code?.id ?? null,
  });
  return (await lastSmsCode(t.db, voter.e164)) ?? '';
}

/** The counters of a vote by driver id, as the leaderboard reads them (folded + pending). */
export async function countersOf(db: Db, fanpushId: number) {
  const rows = await leaderboardCounters(db, fanpushId, FANPUSH_MAX_PILOTOS);
  return new Map(rows.map((r) => [r.id, r.votos]));
}
