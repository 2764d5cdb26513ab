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
      expect(h.anosTitulos).toHaveLength(driver?.titulosAnteriores ?? -1);
      const name = `${driver?.nome} ${driver?.sobrenome}`;
      const entry = body.pilotos.find((p) => p.nomePiloto === name);
      expect(entry?.numeroCorridas).toBeGreaterThan(h.corridas);
    }
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
