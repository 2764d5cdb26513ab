import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTOCK_SEASON } from '@stockcar/shared/racing-rules';
import { RESULTADOS_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';
import {
  consoleOf,
  resultRow as row,
  type ResultBody,
  createField,
  createRace,
  expectRefused,
} from '../../../test/corridas.ts';
import { createCategoria } from '../../../test/factories.ts';
import { createConsoleApp } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';

/**
 * Categories with classes (issue 11): Turismo Nacional classifies each class apart (positions,
 * podium and standings per class, and per race type); e-stock's PRO and Amador race and are
 * placed together, with standings filtered by class.
 */

let t: TestApp;
let rc: Awaited<ReturnType<typeof consoleOf>>;

const save = (corridaId: number, rows: ResultBody['classificacao'], oficializar = true) =>
  rc.send('PUT', `/corridas/${corridaId}/resultado`, {
    classificacao: rows,
    pole: null,
    voltaRapida: null,
    voltaRapidaTempo: '',
    oficializar,
    versao: 1,
  });
const names = (rows: { nome: string; pontuacao: number }[]) =>
  rows.map((r) => [r.nome, r.pontuacao]);

beforeAll(async () => {
  t = await createConsoleApp();
  await createCategoria(t.db, { id: 6 });
  await createCategoria(t.db, { id: 2 });
  rc = await consoleOf(t);
});
afterAll(() => t.close());

describe('Turismo Nacional: classes A and B, sprint and endurance', () => {
  it('places each class apart and keeps A/B × sprint/endurance standings', async () => {
    const { stage } = await createField(t.db, {
      categoriaId: 6,
      temporada: 2025,
      drivers: [
        { nome: 'Ana', sobrenome: 'A', numero: '1', subcategoria: 'A' },
        { nome: 'Bia', sobrenome: 'A', numero: '2', subcategoria: 'A' },
        { nome: 'Caio', sobrenome: 'B', numero: '3', subcategoria: 'B' },
        { nome: 'Duda', sobrenome: 'B', numero: '4', subcategoria: 'B' },
      ],
    });
    const sprint = await createRace(t.db, stage.id, 'sprint');
    const endurance = await createRace(t.db, stage.id, 'endurance');
    const duplicate = [row('1', 1), row('2', 1), row('3', 1), row('4', 2)];
    await expectRefused(t, sprint.id, () => save(sprint.id, duplicate), [
      T.posicaoRepetida(1, 'A', ['1', '2']),
    ]);
    expect(
      (await save(sprint.id, [row('1', 1), row('2', 2), row('3', 1), row('4', 2)])).statusCode,
    ).toBe(200);
    expect(
      (await save(endurance.id, [row('2', 1), row('1', 2), row('4', 1), row('3', 2)])).statusCode,
    ).toBe(200);

    const turismo = async (query: string) =>
      names((await t.get(`/api/v1/Turismo?idCategoria=6&year=2025&${query}`)).json());
    expect(await turismo('subcategoria=A&tipo=sprint')).toEqual([
      ['Ana', 30],
      ['Bia', 26],
    ]);
    expect(await turismo('subcategoria=A&tipo=endurance')).toEqual([
      ['Bia', 30],
      ['Ana', 26],
    ]);
    expect(await turismo('subcategoria=B&tipo=sprint')).toEqual([
      ['Caio', 30],
      ['Duda', 26],
    ]);
    expect(await turismo('subcategoria=B')).toEqual([
      ['Caio', 56],
      ['Duda', 56],
    ]);
    const [etapa] = (await t.get('/api/v1/Etapa/categoria/6?ano=2025')).json().etapas;
    expect(
      etapa.corridas[0].podioTurismo.map((g: { grupo: string; pilotos: { numero: string }[] }) => [
        g.grupo,
        g.pilotos.map((p) => p.numero),
      ]),
    ).toEqual([
      ['A', ['1', '2']],
      ['B', ['3', '4']],
    ]);
  });
});

describe('e-stock: PRO and Amador placed together', () => {
  it('refuses one position per class and keeps standings per class', async () => {
    const { stage } = await createField(t.db, {
      categoriaId: 2,
      temporada: ESTOCK_SEASON,
      drivers: [
        { nome: 'Ana', sobrenome: 'Pro', numero: '1', subcategoria: 'PRO' },
        { nome: 'Bia', sobrenome: 'Pro', numero: '2', subcategoria: 'PRO' },
        { nome: 'Caio', sobrenome: 'Amador', numero: '3', subcategoria: 'Amador' },
      ],
    });
    const race = await createRace(t.db, stage.id);
    await expectRefused(t, race.id, () => save(race.id, [row('1', 1), row('2', 2), row('3', 1)]), [
      T.posicaoRepetida(1, '', ['1', '3']),
    ]);
    expect((await save(race.id, [row('3', 1), row('1', 2), row('2', 3)])).statusCode).toBe(200);
    const standings = async (sub: string) =>
      names(
        (
          await t.get(
            `/api/v1/Classificacao/categoria/2/pilotos?ano=${ESTOCK_SEASON}&subcategoria=${sub}`,
          )
        ).json(),
      );
    expect(await standings('PRO')).toEqual([
      ['Ana', 26],
      ['Bia', 22],
    ]);
    expect(await standings('Amador')).toEqual([['Caio', 30]]);
  });
});
