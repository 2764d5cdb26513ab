import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleOf, createField, createRace } from '../../../test/corridas.ts';
import { createCategoria, createCircuito, createEtapa } from '../../../test/factories.ts';
import { createConsoleApp } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
let rc: Awaited<ReturnType<typeof consoleOf>>;
let ids: { old: number; sprint: number; endurance: number; proSeries: number };

beforeAll(async () => {
  t = await createConsoleApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 6 });
  const circuit = await createCircuito(t.db, { nome: 'Velocitta', cidade: 'Mogi Guaçu' });
  const pro = await createField(t.db, {
    categoriaId: 1,
    temporada: 2025,
    circuitoId: circuit.id,
    drivers: [
      { nome: 'Ana', sobrenome: 'Alves', numero: '10' },
      { nome: 'Bia', sobrenome: 'Borges', numero: '7' },
      { nome: 'Caio', sobrenome: 'Costa', numero: '101' },
    ],
  });
  const turismo = await createField(t.db, {
    categoriaId: 6,
    temporada: 2026,
    drivers: [{ nome: 'Duda', sobrenome: 'Dias', numero: '3', subcategoria: 'B' }],
  });
  const oldStage = await createEtapa(t.db, {
    categoriaId: 1,
    temporada: 2024,
    data: new Date('2024-05-01T17:00:00Z'),
  });
  ids = {
    old: (await createRace(t.db, oldStage.id)).id,
    proSeries: (await createRace(t.db, pro.stage.id)).id,
    sprint: (await createRace(t.db, turismo.stage.id, 'sprint')).id,
    endurance: (await createRace(t.db, turismo.stage.id, 'endurance')).id,
  };
  rc = await consoleOf(t);
  const saved = await rc.send('PUT', `/corridas/${ids.proSeries}/resultado`, {
    classificacao: [
      { numero: '7', posicao: 1, status: 'classificado', voltas: 30, tempo: '40:00.000' },
      { numero: '101', posicao: null, status: 'DSQ', voltas: 30, tempo: '' },
      { numero: '10', posicao: null, status: 'DNF', voltas: 12, tempo: '', largada: 1 },
    ],
    pole: '10',
    voltaRapida: '7',
    voltaRapidaTempo: '1:20.100',
    oficializar: false,
    versao: 1,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await rc.send('GET', `/corridas${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /admin/corridas', () => {
  it('lists races newest stage first, with their stage, state and row count', async () => {
    const { itens, total } = await list();
    expect(total).toBe(4);
    expect(itens.map((r: { id: number }) => r.id)).toEqual([
      ids.endurance,
      ids.sprint,
      ids.proSeries,
      ids.old,
    ]);
    expect(itens[2]).toEqual({
      id: ids.proSeries,
      versao: 2,
      etapaId: expect.any(Number),
      categoriaId: 1,
      temporada: 2025,
      etapaNumero: expect.any(Number),
      etapa: expect.stringMatching(/ª Etapa$/),
      circuito: 'Velocitta',
      data: '2025-04-06T17:00:00.000Z',
      numero: expect.any(Number),
      descricao: 'Corrida',
      tipo: null,
      situacao: 'provisorio',
      oficialEm: null,
      resultados: 3,
    });
    expect(itens[0]).toMatchObject({ tipo: 'endurance', situacao: 'aguardando', resultados: 0 });
  });

  it('filters by category, season, state and text, and pages', async () => {
    const idsOf = async (query: string) =>
      (await list(query)).itens.map((r: { id: number }) => r.id);
    expect(await idsOf('?categoriaId=1')).toEqual([ids.proSeries, ids.old]);
    expect(await idsOf('?categoriaId=1&temporada=2024')).toEqual([ids.old]);
    expect(await idsOf('?situacao=provisorio')).toEqual([ids.proSeries]);
    expect(await idsOf('?q=velocitta')).toEqual([ids.proSeries]);
    expect(await idsOf('?direcao=asc&porPagina=1&pagina=2')).toEqual([ids.proSeries]);
    expect((await list('?situacao=oficial')).total).toBe(0);
    expect((await rc.send('GET', '/corridas?situacao=publicada')).statusCode).toBe(400);
  });

  it('is for race control and admin only', async () => {
    const club = await consoleOf(t, 'club');
    expect((await club.send('GET', '/corridas')).statusCode).toBe(403);
    const admin = await consoleOf(t, 'admin');
    expect((await admin.send('GET', '/corridas')).statusCode).toBe(200);
  });
});

describe('GET /admin/corridas/:id', () => {
  it("reads the race, its classification in order and the season's entry list", async () => {
    const res = await rc.send('GET', `/corridas/${ids.proSeries}`);
    expect(res.statusCode, res.body).toBe(200);
    const race = res.json();
    expect(race).toMatchObject({
      categoria: 'Stock Car Pro Series',
      classificaPorClasse: false,
      situacao: 'provisorio',
      pole: { numero: '10' },
      voltaRapida: { numero: '7' },
      voltaRapidaTempo: '1:20.100',
    });
    expect(race.classificacao).toEqual([
      expect.objectContaining({ numero: '7', posicao: 1, piloto: 'Bia Borges', pontos: 30 }),
      expect.objectContaining({ numero: '10', status: 'DNF', voltas: 12, largada: 1 }),
      expect.objectContaining({ numero: '101', status: 'DSQ', pontos: 0 }),
    ]);
    expect(
      race.inscritos.map((e: { numero: string; piloto: string }) => [e.numero, e.piloto]),
    ).toEqual([
      ['7', 'Bia Borges'],
      ['10', 'Ana Alves'],
      ['101', 'Caio Costa'],
    ]);
  });

  it('says whether positions count per class (turismo)', async () => {
    const race = (await rc.send('GET', `/corridas/${ids.sprint}`)).json();
    expect(race).toMatchObject({ classificaPorClasse: true, tipo: 'sprint', classificacao: [] });
    expect(race.inscritos).toEqual([expect.objectContaining({ numero: '3', subcategoria: 'B' })]);
  });

  it('answers 404 for an unknown race', async () => {
    expect((await rc.send('GET', '/corridas/999999')).statusCode).toBe(404);
  });
});
