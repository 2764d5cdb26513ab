import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HallOfFameResponseSchema, splitByCorridas } from '@stockcar/shared/schemas/hall-of-fame';
import * as s from '../db/schema/index.ts';
import { createFolderStorage } from '../services/storage.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemo } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo({
    db: t.db,
    storage: createFolderStorage(t.dataDir),
    now: new Date(),
    ticketsUrl: 'https://t.example',
  });
});
afterAll(() => t.close());

describe('hall of fame and quiz demo seed', () => {
  it('fills both hall of fame lists, a podium and ten winners from history plus results', async () => {
    const res = await t.get('/api/v1/HallOfFame');
    const body = HallOfFameResponseSchema.parse(res.json());
    const { veteranos, demais } = splitByCorridas(body.pilotos);
    expect(veteranos.length).toBeGreaterThanOrEqual(3);
    expect(demais.length).toBeGreaterThan(10);
    expect(body.campeoes.length).toBeGreaterThanOrEqual(3);
    expect(body.maioresVencedores).toHaveLength(10);
    // Current drivers' figures include their results: more races than the history alone.
    const history = await t.db.select().from(s.hallDaFamaHistorico);
    const linked = history.filter((h) => h.pilotoId !== null);
    expect(linked.length).toBeGreaterThan(3);
    for (const h of linked) {
      const [driver] = await t.db
        .select()
        .from(s.piloto)
        .where(eq(s.piloto.id, h.pilotoId ?? 0));
      const name = `${driver?.nome} ${driver?.sobrenome}`;
      const entry = body.pilotos.find((p) => p.nomePiloto === name);
      expect(entry?.numeroCorridas).toBeGreaterThan(h.corridas);
    }
  });

  // Issue 11: the driver page showed 0 wins for a driver the hall of fame credited with 35.
  it("gives each driver's page the wins and titles the hall of fame shows", async () => {
    const body = HallOfFameResponseSchema.parse((await t.get('/api/v1/HallOfFame')).json());
    const drivers = await t.db
      .selectDistinct({ id: s.piloto.id, nome: s.piloto.nome, sobrenome: s.piloto.sobrenome })
      .from(s.piloto)
      .innerJoin(s.inscricao, eq(s.inscricao.pilotoId, s.piloto.id))
      .where(eq(s.inscricao.categoriaId, 1));
    let checked = 0;
    for (const d of drivers) {
      const name = `${d.nome} ${d.sobrenome}`;
      const page = (await t.get(`/api/v1/Piloto/${d.id}/categoria/1`)).json();
      const champion = body.campeoes.find((c) => c.nomePiloto === name);
      expect(page.titulos, name).toBe(champion?.titulos ?? 0);
      const winner = body.maioresVencedores.find((w) => w.nomePiloto === name);
      if (winner) expect(page.vitorias, name).toBe(winner.vitorias);
      if (champion) expect(page.vitorias, name).toBe(champion.vitorias);
      if (winner || champion) checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('holds a 10-question quiz with 3 or 4 choices and one right answer each', async () => {
    const questions = await t.db.select().from(s.quizPergunta);
    expect(questions).toHaveLength(10);
    for (const q of questions) {
      const answers = await t.db
        .select()
        .from(s.quizResposta)
        .where(eq(s.quizResposta.perguntaId, q.id));
      expect(answers.length).toBeGreaterThanOrEqual(3);
      expect(answers.length).toBeLessThanOrEqual(4);
      expect(answers.filter((a) => a.correta)).toHaveLength(1);
    }
  });
});
