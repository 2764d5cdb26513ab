import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import {
  createCategoria,
  createCircuito,
  createCorrida,
  createEtapa,
  createInscricao,
  createPiloto,
  recordResults,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let interlagos: Awaited<ReturnType<typeof createCircuito>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await createCategoria(t.db, { id: 1 });
  await createCategoria(t.db, { id: 4 });
  interlagos = await createCircuito(t.db, {
    nome: 'Interlagos',
    cidade: 'São Paulo',
    extensao: 4309,
    curvas: 15,
    sentido: 'Anti-horário',
    primeiroAno: 1979,
    voltaMaisRapida: '1:27.540',
    sobre: { 'pt-br': '<p>Templo</p>' },
  });
  await createCircuito(t.db, { nome: 'Sem corridas' });
  const king = await createPiloto(t.db, { nome: 'Rei', sobrenome: 'Pista' });
  const kingEntry = await createInscricao(t.db, {
    categoriaId: 1,
    temporada: 2025,
    pilotoId: king.id,
  });
  const other = await createInscricao(t.db, { categoriaId: 1, temporada: 2025 });
  for (const date of ['2025-03-09', '2025-09-07']) {
    const e = await createEtapa(t.db, {
      categoriaId: 1,
      data: new Date(`${date}T17:00:00Z`),
      circuitoId: interlagos.id,
      finalizada: true,
    });
    for (const n of [1, 2]) {
      const race = await createCorrida(t.db, { etapaId: e.id, numero: n });
      await recordResults(
        t.db,
        race.id,
        n === 1 ? [kingEntry.id, other.id] : [other.id, kingEntry.id],
      );
    }
  }
  const next = await createEtapa(t.db, {
    categoriaId: 1,
    data: new Date(Date.now() + 20 * DAY),
    circuitoId: interlagos.id,
    urlTickets: 'https://tickets.example',
  });
  await t.db
    .insert(s.programacao)
    .values({ etapaId: next.id, dia: 'Domingo', data: '2030-01-01', html: '<p>Corrida</p>' });
  await t.db
    .insert(s.ondeAssistir)
    .values({ categoriaId: 1, nomeCanal: 'Band', imgCanal: '/m/band.svg', tag: 'TV aberta' });
});
afterAll(() => t.close());

describe('GET /Circuito/categoria/{id}', () => {
  it('lists only the circuits the category races on', async () => {
    const rows = (await t.get('/api/v1/Circuito/categoria/1')).json();
    expect(rows).toEqual([
      expect.objectContaining({
        idCircuito: interlagos.id,
        circuito: 'Interlagos',
        cidade: 'São Paulo',
      }),
    ]);
    expect((await t.get('/api/v1/Circuito/categoria/4')).json()).toEqual([]);
  });

  it('404s for an unknown category as problem+json in Portuguese', async () => {
    const res = await t.get('/api/v1/Circuito/categoria/99');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('Categoria não encontrada.');
  });

  it.each([
    [
      '/api/v1/Circuito/categoria/abc',
      'Identificador inválido: informe um número inteiro positivo.',
    ],
    [
      '/api/v1/Circuito/categoria/1.5',
      'Identificador inválido: informe um número inteiro positivo.',
    ],
    ['/api/v1/Circuito/categoria/1?idioma=fr', "Idioma inválido: use 'pt-br' ou 'en'."],
  ])('400s as problem+json for the malformed call %s', async (url, detail) => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(detail);
  });
});

describe('GET /Circuito/{id}/categoria/{categoriaId}', () => {
  it('derives the race count and the track king from results and shows the next stage', async () => {
    const d = (await t.get(`/api/v1/Circuito/${interlagos.id}/categoria/1`)).json();
    expect(d).toMatchObject({
      circuito: 'Interlagos',
      numeroDeCorridas: 4,
      extensao: 4309,
      curvas: 15,
      sentido: 'Anti-horário',
      primeiroAnoStock: 1979,
      voltaMaisRapida: '1:27.540',
      sobre: '<p>Templo</p>',
      ondeAssistir: [{ nomeCanal: 'Band', imgCanal: '/m/band.svg', tag: 'TV aberta' }],
    });
    // Two wins each: the tie goes to the surname first in order.
    expect(d.reiDaPista).toBe('Rei Pista (2)');
    expect(d.proximaEtapa).toMatchObject({
      cidade: 'São Paulo',
      urlTickets: 'https://tickets.example',
    });
    expect(d.programacoes).toEqual([
      {
        idProgramacao: expect.any(Number),
        diaProgramacao: 'Domingo',
        dataProgramacao: '2030-01-01',
        htmlProgramacao: '<p>Corrida</p>',
      },
    ]);
  });

  it('answers a circuit with no stage ahead and no schedule in that category', async () => {
    const d = (await t.get(`/api/v1/Circuito/${interlagos.id}/categoria/4`)).json();
    expect(d.proximaEtapa).toBeNull();
    expect(d.programacoes).toEqual([]);
    expect(d.numeroDeCorridas).toBe(0);
    expect(d.reiDaPista).toBe('');
  });

  it('404s for an unknown circuit, 400s for malformed ids', async () => {
    const res = await t.get('/api/v1/Circuito/9999/categoria/1');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Circuito não encontrado.');
    expect((await t.get('/api/v1/Circuito/a/categoria/1')).statusCode).toBe(400);
  });
});
