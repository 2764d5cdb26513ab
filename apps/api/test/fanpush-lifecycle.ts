import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import { newReceipt } from '../src/lib/receipt.ts';
import { createClubApp, lastSmsCode, solveCaptcha } from './club.ts';
import { sender } from './console-crud.ts';
import { createEtapa, createInscricao, createPiloto } from './factories.ts';
import { proSeries, type createVoter } from './fanpush.ts';
import type { TestApp } from './helper.ts';
import { staffHeaders } from './staff.ts';

/** Fan Push lifecycle helpers (issue 11): stages from the calendar, votes through the API. */

export const DAY = 86_400_000;

/** A Pro Series stage racing at `data`, and `drivers` new entries in its season. */
export async function createProStage(db: Db, data: Date, drivers = 0) {
  await proSeries(db);
  const etapa = await createEtapa(db, { categoriaId: 1, data });
  const entered: number[] = [];
  for (let i = 0; i < drivers; i += 1) {
    const p = await createPiloto(db);
    await createInscricao(db, { categoriaId: 1, temporada: etapa.temporada, pilotoId: p.id });
    entered.push(p.id);
  }
  return { etapa, entered };
}

/** The stage's window, if it has one. */
export async function windowOf(db: Db, etapaId: number) {
  const [row] = await db.select().from(s.fanpush).where(eq(s.fanpush.etapaId, etapaId));
  return row;
}

/** The window's candidates' driver ids, ascending. */
export async function candidatesOf(db: Db, fanpushId: number) {
  const rows = await db
    .select({ id: s.fanpushPiloto.pilotoId })
    .from(s.fanpushPiloto)
    .where(eq(s.fanpushPiloto.fanpushId, fanpushId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

type Voter = Awaited<ReturnType<typeof createVoter>>;

/**
 * A member's vote the way the club's pages make it: picks with a solved captcha, then the
 * SMS code from the outbox. The two answers (the second is skipped when the first fails).
 */
export async function voteThroughApp(
  t: TestApp,
  v: Voter,
  idEtapaFanpush: number,
  picks: number[],
) {
  const picked = await v.as('POST', '/Fanpush', {
    captcha: await solveCaptcha(t),
    idEtapaFanpush,
    piloto: picks.map((id) => ({ id })),
  });
  if (picked.statusCode !== 200) return { picked, confirmed: undefined };
  const token = (await lastSmsCode(t.db, v.e164)) ?? '';
  const confirmed = await v.as('POST', '/Fanpush/token', { idEtapaFanpush, token });
  return { picked, confirmed };
}

/**
 * A confirmed ballot written straight to the database, its member erased (no clock, no SMS):
 * for the console's counts and rules. The member path is `voteThroughApp`.
 */
export async function insertBallot(db: Db, fanpushId: number, picks: number[]) {
  const [p1 = 0, p2 = 0, p3 = 0] = picks;
  await db.insert(s.fanpushVoto).values({
    fanpushId,
    usuarioId: null,
    piloto1Id: p1,
    piloto2Id: p2,
    piloto3Id: p3,
    status: 'confirmado',
    confirmadoEm: new Date(),
    recibo: newReceipt(),
  });
}

/** Race control's console calls (a new signed-in account, valid at the clock's time). */
export const raceControl = async (t: TestApp) =>
  sender(t, (await staffHeaders(t, 'race-control')).headers);

/**
 * Slot `k` of a test file: a window of 2 days starting `k` × 20 days from `from`, its stage's
 * race an hour after it ends, so the windows of a file never share time.
 */
export const slot = (k: number, from = Date.now()) => ({
  inicio: new Date(from + k * 20 * DAY),
  fim: new Date(from + k * 20 * DAY + 2 * DAY),
});

/**
 * The test file's clock: `clockAt(ms)` fakes Date only (timers stay real) at that instant;
 * after each test the real clock is back.
 */
export function fakeClock() {
  afterEach(() => {
    vi.useRealTimers();
  });
  return (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ms);
  };
}

/** The file's club app: made before its tests (then handed to `ready`), closed after them. */
export function clubAppForFile(ready: (t: TestApp) => void | Promise<void>) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createClubApp();
    await ready(app);
  });
  afterAll(() => app?.close());
}
