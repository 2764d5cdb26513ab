import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import { RESULTADOS_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';
import * as s from '../../db/schema/index.ts';
import { auditOf } from '../../../test/console-crud.ts';
import {
  consoleOf,
  createField,
  createRace,
  expectRefused,
  storedRace,
} from '../../../test/corridas.ts';
import { createCategoria } from '../../../test/factories.ts';
import { createConsoleApp } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
let rc: Awaited<ReturnType<typeof consoleOf>>;
let etapaId: number;

const DRIVERS = [
  { nome: 'João', sobrenome: 'Conceição', numero: '12' },
  { nome: 'Ana', sobrenome: 'Alves', numero: '7' },
  { nome: 'Bia', sobrenome: 'Borges', numero: '30' },
  { nome: 'Caio', sobrenome: 'Costa', numero: '5' },
];

const row = (numero: string, posicao: number | null, status = 'classificado') => ({
  numero,
  posicao,
  status,
  voltas: status === 'classificado' ? 30 : 10,
  tempo: posicao === 1 ? '45:01.234' : '',
});
interface Body {
  classificacao: ReturnType<typeof row>[];
  pole: string | null;
  voltaRapida: string | null;
  voltaRapidaTempo: string;
  oficializar: boolean;
}
const GOOD: Body = {
  classificacao: [row('12', 1), row('7', 2), row('30', 3), row('5', null, 'DNF')],
  pole: '7',
  voltaRapida: '30',
  voltaRapidaTempo: '1:30.900',
  oficializar: false,
};

const publicPoints = async () => {
  const rows = (await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2026')).json();
  return Object.fromEntries(
    rows.map((r: { nome: string; pontuacao: number }) => [r.nome, r.pontuacao]),
  );
};

beforeAll(async () => {
  t = await createConsoleApp();
  await createCategoria(t.db, { id: 1 });
  ({
    stage: { id: etapaId },
  } = await createField(t.db, { categoriaId: 1, temporada: 2026, drivers: DRIVERS }));
  // This season's table: the default positions, 2 for the pole, 1 for the fastest lap.
  await t.db
    .update(s.temporadaCategoria)
    .set({ pontosPole: 2, pontosVoltaRapida: 1 })
    .where(and(eq(s.temporadaCategoria.categoriaId, 1), eq(s.temporadaCategoria.ano, 2026)));
  rc = await consoleOf(t);
});
afterAll(() => t.close());

describe('PUT /admin/corridas/:id/resultado', () => {
  it('saves a provisional classification: points scored shown, public standings unchanged', async () => {
    const race = await createRace(t.db, etapaId);
    const events: unknown[] = [];
    const stop = t.app.events.subscribe('conteudo', (e) => void events.push(e));
    const res = await rc.send('PUT', `/corridas/${race.id}/resultado`, { ...GOOD, versao: 1 });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      situacao: 'provisorio',
      versao: 2,
      oficialEm: null,
      pole: { numero: '7' },
      voltaRapida: { numero: '30' },
      voltaRapidaTempo: '1:30.900',
      resultados: 4,
    });
    expect(
      saved.classificacao.map((r: { numero: string; pontos: number }) => [r.numero, r.pontos]),
    ).toEqual([
      ['12', 30],
      ['7', 26 + 2],
      ['30', 22 + 1],
      ['5', 0],
    ]);
    expect(await publicPoints()).toEqual({ João: 0, Ana: 0, Bia: 0, Caio: 0 });
    expect(events).toEqual([{ entidade: 'resultado', id: race.id }]);
    const [audit] = await auditOf(t, 'resultado', race.id);
    expect(audit).toMatchObject({
      acao: 'salvar',
      antes: { situacao: 'aguardando', classificacao: [] },
    });
    expect(audit?.depois).toMatchObject({ situacao: 'provisorio', versao: 2, pole: '7' });
  });

  it('saves and publishes in one go: the standings count the race', async () => {
    const race = await createRace(t.db, etapaId);
    const res = await rc.send('PUT', `/corridas/${race.id}/resultado`, {
      ...GOOD,
      oficializar: true,
      versao: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().situacao).toBe('oficial');
    expect(Date.parse(res.json().oficialEm)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicPoints()).toEqual({ João: 30, Ana: 28, Bia: 23, Caio: 0 });
    // Saved again without publishing (a correction): its points leave the standings.
    const back = await rc.send('PUT', `/corridas/${race.id}/resultado`, { ...GOOD, versao: 2 });
    expect(back.json()).toMatchObject({ situacao: 'provisorio', oficialEm: res.json().oficialEm });
    expect(await publicPoints()).toEqual({ João: 0, Ana: 0, Bia: 0, Caio: 0 });
    expect((await auditOf(t, 'resultado', race.id)).map((a) => a.acao)).toEqual([
      'salvar',
      'salvar',
    ]);
  });

  it('answers 409 to the second of two users saving the same version, keeping the first save', async () => {
    const race = await createRace(t.db, etapaId);
    const other = await consoleOf(t);
    const first = await rc.send('PUT', `/corridas/${race.id}/resultado`, { ...GOOD, versao: 1 });
    expect(first.statusCode).toBe(200);
    const before = await storedRace(t.db, race.id);
    const second = await other.send('PUT', `/corridas/${race.id}/resultado`, {
      ...GOOD,
      pole: '12',
      versao: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(VERSION_CONFLICT);
    expect(await storedRace(t.db, race.id)).toEqual(before);
    expect(await auditOf(t, 'resultado', race.id)).toHaveLength(1);
  });

  const refusals: [string, Partial<Body>, { path: string; message: string }][] = [
    [
      'a car not in the entry list',
      {
        classificacao: [row('12', 1), row('77', 2)],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      {
        path: 'body.classificacao.1.numero',
        message: 'O carro 77 não está inscrito na temporada 2026 da Stock Car Pro Series.',
      },
    ],
    [
      'a car twice',
      {
        classificacao: [row('12', 1), row('7', 2), row('12', null, 'DNS')],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.2.numero', message: T.carroRepetido('12') },
    ],
    [
      'a gap in the positions',
      {
        classificacao: [row('12', 1), row('7', 3)],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.1.posicao', message: T.posicaoForaDeSequencia(3, '', 2, 2) },
    ],
    [
      'a position twice',
      {
        classificacao: [row('12', 1), row('7', 1)],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.1.posicao', message: T.posicaoRepetida(1, '', ['12', '7']) },
    ],
    [
      'a DNF with a position',
      {
        classificacao: [row('12', 1), { ...row('7', 2), status: 'DNF' }],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.1.posicao', message: T.posicaoSemClassificacao('7', 'DNF') },
    ],
    [
      'a classified car without a position',
      { classificacao: [row('12', null)], pole: null, voltaRapida: null, voltaRapidaTempo: '' },
      { path: 'body.classificacao.0.posicao', message: T.semPosicao('12') },
    ],
    [
      'a pole car not in the classification',
      { pole: '99' },
      { path: 'body.pole', message: T.poleFora('99') },
    ],
    [
      'a fastest lap by a car that did not finish',
      { voltaRapida: '5' },
      { path: 'body.voltaRapida', message: T.voltaRapidaNaoClassificado('5', 'DNF') },
    ],
    [
      'a fastest-lap time without its car',
      { voltaRapida: null },
      { path: 'body.voltaRapidaTempo', message: T.tempoSemVoltaRapida },
    ],
    [
      'negative laps',
      {
        classificacao: [{ ...row('12', 1), voltas: -1 }],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.0.voltas', message: T.voltas },
    ],
  ];

  it.each(refusals)('refuses %s with the row named, saving nothing', async (_, change, error) => {
    const race = await createRace(t.db, etapaId);
    const res = await expectRefused(
      t,
      race.id,
      () => rc.send('PUT', `/corridas/${race.id}/resultado`, { ...GOOD, ...change, versao: 1 }),
      [error.message],
    );
    expect(res.json().errors).toContainEqual(error);
    expect(res.json().detail).toBe(res.json().errors[0].message);
    expect(await auditOf(t, 'resultado', race.id)).toEqual([]);
  });

  it('answers 404 for a race that does not exist', async () => {
    const res = await rc.send('PUT', '/corridas/999999/resultado', { ...GOOD, versao: 1 });
    expect(res.statusCode).toBe(404);
  });
});
