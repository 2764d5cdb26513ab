import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FanpushResponseSchema,
  UltimosVencedoresResponseSchema,
  VotacaoResponseSchema,
} from '@stockcar/shared/schemas/fanpush';
import * as s from '../db/schema/index.ts';
import { createFolderStorage } from '../services/storage.ts';
import { startSession } from '../plugins/auth/sessions.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { DEMO_EMAILS } from './members.ts';
import { seedDemo } from './index.ts';

let t: TestApp;
// The API compares the windows with the real clock, so the seed runs at the real now.
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo({
    db: t.db,
    storage: createFolderStorage(t.dataDir),
    now,
    ticketsUrl: 'https://t.example',
  });
});
afterAll(() => t.close());

describe('Fan Push demo seed', () => {
  it('opens a vote for the next Pro Series stage with votes on the leaderboard', async () => {
    const body = VotacaoResponseSchema.parse((await t.get('/api/v1/fanpush/votacao')).json());
    expect(body.votacaoAberta).toBe(true);
    const fim = new Date(body.dataFimVotacao ?? 0).getTime();
    expect(fim).toBeGreaterThan(now.getTime() + 12 * 60 * 60 * 1000);
    const [stage] = await t.db
      .select()
      .from(s.etapa)
      .where(eq(s.etapa.id, body.idEtapaFanpush ?? 0));
    expect(stage?.categoriaId).toBe(1);
    expect(stage?.data.getTime()).toBeGreaterThan(now.getTime());
    expect(body.pilotos.length).toBeGreaterThan(6);
    expect(body.pilotos.length).toBeLessThanOrEqual(24);
    expect(body.pilotos[0]?.votos).toBeGreaterThan(0);
  });

  it('keeps every counter equal to the confirmed votes naming the driver', async () => {
    const votes = await t.db.select().from(s.fanpushVoto);
    expect(votes.length).toBeGreaterThan(0);
    const tally = new Map<string, number>();
    for (const v of votes) {
      expect(v.status).toBe('confirmado');
      for (const p of [v.piloto1Id, v.piloto2Id, v.piloto3Id]) {
        const key = `${v.fanpushId}:${p}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
      }
    }
    for (const c of await t.db.select().from(s.fanpushPiloto)) {
      expect(c.votos, `${c.fanpushId}:${c.pilotoId}`).toBe(
        tally.get(`${c.fanpushId}:${c.pilotoId}`) ?? 0,
      );
    }
  });

  it('has the last closed vote’s top 6 for the home block', async () => {
    const res = await t.get('/api/v1/Fanpush/ultimos-vencedores');
    const { ultimosVencedores } = UltimosVencedoresResponseSchema.parse(res.json());
    expect(ultimosVencedores).toHaveLength(6);
    expect(new Date(ultimosVencedores[0]?.dataEtapa ?? '').getTime()).toBeLessThan(now.getTime());
  });

  it('lets the demo member vote: phone validated, not voted yet', async () => {
    const [ana] = await t.db
      .select()
      .from(s.usuario)
      .where(eq(s.usuario.email, DEMO_EMAILS.complete));
    if (!ana) throw new Error('no demo member');
    expect(ana.celularAtivo).toBe(true);
    const issued = await startSession(t.db, ana.id);
    const token = t.app.jwt.sign({ sub: String(ana.id), sid: issued.familyId });
    const res = await t.get('/api/v1/Fanpush', { authorization: `Bearer ${token}` });
    const { fanpush } = FanpushResponseSchema.parse(res.json());
    expect(fanpush).toMatchObject({ fanpushAberto: true, usuarioVotou: false, validado: false });
    expect(fanpush.listaPilotos.length).toBeGreaterThanOrEqual(3);
  });
});
