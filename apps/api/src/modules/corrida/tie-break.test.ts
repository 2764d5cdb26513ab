import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { consoleOf, createField, createRace } from '../../../test/corridas.ts';
import { createCategoria } from '../../../test/factories.ts';
import { createConsoleApp } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';

/**
 * Tie-breaks end to end (issue 11): results imported and published through the console, the
 * public standings ordered by points, then wins, then second places, never by name alone.
 * Stock Series seasons with a short table, 2-1-1, so ties come easily.
 */

let t: TestApp;
let rc: Awaited<ReturnType<typeof consoleOf>>;

const publish = async (corridaId: number, lines: string[]) => {
  const res = await rc.upload(
    corridaId,
    'modo=salvar&versao=1&oficializar=true',
    ['POS;NUM;STATUS', ...lines].join('\n'),
  );
  expect(res.statusCode, res.body).toBe(200);
};

/** A season of three drivers and two races, with the 2-1-1 table. */
async function season(temporada: number, names: [string, string, string]) {
  const { stage } = await createField(t.db, {
    categoriaId: 3,
    temporada,
    drivers: names.map((nome, i) => ({ nome, sobrenome: 'Teste', numero: String(i + 1) })),
  });
  await t.db
    .update(s.temporadaCategoria)
    .set({ pontos: [2, 1, 1] })
    .where(and(eq(s.temporadaCategoria.categoriaId, 3), eq(s.temporadaCategoria.ano, temporada)));
  return [(await createRace(t.db, stage.id)).id, (await createRace(t.db, stage.id)).id] as const;
}

const table = async (temporada: number) =>
  (await t.get(`/api/v1/Classificacao/categoria/3/pilotos?ano=${temporada}`))
    .json()
    .map((r: { posicao: number; nome: string; pontuacao: number }) => [
      r.posicao,
      r.nome,
      r.pontuacao,
    ]);

beforeAll(async () => {
  t = await createConsoleApp();
  await createCategoria(t.db, { id: 3 });
  rc = await consoleOf(t);
});
afterAll(() => t.close());

describe('standings tie-breaks', () => {
  it('puts the driver with more wins first on equal points', async () => {
    const [r1, r2] = await season(2024, ['Zeca', 'Ana', 'Caio']);
    await publish(r1, ['1;1;', '2;2;', '3;3;']);
    await publish(r2, ['1;3;', '2;2;', ';1;DNF']);
    expect(await table(2024)).toEqual([
      [1, 'Caio', 3],
      [2, 'Zeca', 2],
      [3, 'Ana', 2],
    ]);
  });

  it('then the driver with more second places', async () => {
    const [r1, r2] = await season(2025, ['Caio', 'Yuri', 'Bia']);
    await publish(r1, ['1;1;', '2;2;', '3;3;']);
    await publish(r2, ['1;1;', '2;2;', '3;3;']);
    expect(await table(2025)).toEqual([
      [1, 'Caio', 4],
      [2, 'Yuri', 2],
      [3, 'Bia', 2],
    ]);
  });
});
