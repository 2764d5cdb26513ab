import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import { RESULTADOS_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';
import { auditOf } from '../../../test/console-crud.ts';
import {
  consoleOf,
  resultRow as row,
  type ResultBody,
  createField,
  createRace,
  storedRace,
} from '../../../test/corridas.ts';
import { createCategoria, createCircuito, createEquipe } from '../../../test/factories.ts';
import { createConsoleApp } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';

/**
 * Publishing a Pro Series race reaches every public read of what results add up to (issue 11):
 * standings of drivers and teams, the driver's page, the stage's podium, the hall of fame.
 */

let t: TestApp;
let rc: Awaited<ReturnType<typeof consoleOf>>;
let field: Awaited<ReturnType<typeof createField>>;
let race1: number;
let race2: number;

const save = (id: number, versao: number, rows: ResultBody['classificacao'], oficializar = false) =>
  rc.send('PUT', `/corridas/${id}/resultado`, {
    classificacao: rows,
    pole: rows[1]?.numero ?? null,
    voltaRapida: null,
    voltaRapidaTempo: '',
    oficializar,
    versao,
  });

const driversTable = async () =>
  (await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2025'))
    .json()
    .map((r: { posicao: number; nome: string; pontuacao: number }) => [
      r.posicao,
      r.nome,
      r.pontuacao,
    ]);
const teamsTable = async () =>
  (await t.get('/api/v1/Classificacao/categoria/1/equipes?ano=2025'))
    .json()
    .map((r: { nomeEquipe: string; pontuacaoEquipe: number }) => [r.nomeEquipe, r.pontuacaoEquipe]);
const driverPage = async (i: number) =>
  (await t.get(`/api/v1/Piloto/${field.entries[i]?.pilotoId}/categoria/1?ano=2025`)).json();
const podiums = async () => {
  const [stage] = (await t.get('/api/v1/Etapa/categoria/1?ano=2025')).json().etapas;
  return {
    finalizada: stage.finalizada,
    podios: stage.corridas.map((c: { podio: { nome: string }[] }) => c.podio.map((p) => p.nome)),
  };
};
const hall = async () => (await t.get('/api/v1/HallOfFame')).json();

beforeAll(async () => {
  t = await createConsoleApp();
  await createCategoria(t.db, { id: 1 });
  const circuit = await createCircuito(t.db, { nome: 'Interlagos', cidade: 'São Paulo' });
  const azul = await createEquipe(t.db, { nome: 'Equipe Azul' });
  const verde = await createEquipe(t.db, { nome: 'Equipe Verde' });
  field = await createField(t.db, {
    categoriaId: 1,
    temporada: 2025,
    circuitoId: circuit.id,
    drivers: [
      { nome: 'Ana', sobrenome: 'Alves', numero: '10', equipeId: azul.id },
      { nome: 'Bia', sobrenome: 'Borges', numero: '11', equipeId: azul.id },
      { nome: 'Caio', sobrenome: 'Costa', numero: '12', equipeId: verde.id },
    ],
  });
  race1 = (await createRace(t.db, field.stage.id)).id;
  race2 = (await createRace(t.db, field.stage.id)).id;
  rc = await consoleOf(t);
});
afterAll(() => t.close());

describe('publishing results', () => {
  it('keeps a provisional race out of every public read', async () => {
    expect((await save(race1, 1, [row('10', 1), row('11', 2), row('12', 3)])).statusCode).toBe(200);
    expect(await driversTable()).toEqual([
      [1, 'Ana', 0],
      [2, 'Bia', 0],
      [3, 'Caio', 0],
    ]);
    expect((await driverPage(0)).vitorias).toBe(0);
    expect(await podiums()).toEqual({ finalizada: false, podios: [[], []] });
  });

  it('refuses to publish a race without results, and a stale version', async () => {
    const refused = await rc.send('POST', `/corridas/${race2}/oficializar`, { versao: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(T.semResultado);
    const before = await storedRace(t.db, race1);
    const stale = await rc.send('POST', `/corridas/${race1}/oficializar`, { versao: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(VERSION_CONFLICT);
    expect(await storedRace(t.db, race1)).toEqual(before);
  });

  it('publishes a provisional race as it is: standings, teams, driver page and podium follow', async () => {
    const res = await rc.send('POST', `/corridas/${race1}/oficializar`, { versao: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ situacao: 'oficial', versao: 3 });
    expect(await driversTable()).toEqual([
      [1, 'Ana', 30],
      [2, 'Bia', 26],
      [3, 'Caio', 22],
    ]);
    expect(await teamsTable()).toEqual([
      ['Equipe Azul', 56],
      ['Equipe Verde', 22],
    ]);
    expect(await driverPage(0)).toMatchObject({
      vitorias: 1,
      poles: 0,
      resultados: [{ circuito: 'São Paulo', pontoPiloto: 30 }],
    });
    expect((await driverPage(1)).poles).toBe(1);
    expect(await podiums()).toEqual({
      finalizada: false,
      podios: [['Ana Alves', 'Bia Borges', 'Caio Costa'], []],
    });
    const again = await rc.send('POST', `/corridas/${race1}/oficializar`, { versao: 3 });
    expect(again.json().detail).toBe(T.jaOficial);
    expect((await auditOf(t, 'resultado', race1)).map((a) => a.acao)).toEqual([
      'salvar',
      'oficializar',
    ]);
  });

  it('finishes the stage with its last official race: the season is complete and has a champion', async () => {
    expect((await hall()).campeoes).toEqual([]);
    const res = await save(race2, 1, [row('12', 1), row('10', 2), row('11', 3)], true);
    expect(res.statusCode, res.body).toBe(200);
    expect(await driversTable()).toEqual([
      [1, 'Ana', 56],
      [2, 'Caio', 52],
      [3, 'Bia', 48],
    ]);
    expect((await podiums()).finalizada).toBe(true);
    const { campeoes, maioresVencedores, pilotos } = await hall();
    expect(campeoes).toEqual([
      expect.objectContaining({ nomePiloto: 'Ana Alves', titulos: 1, anos: [2025], vitorias: 1 }),
    ]);
    expect(maioresVencedores.map((v: { nomePiloto: string }) => v.nomePiloto).sort()).toEqual([
      'Ana Alves',
      'Caio Costa',
    ]);
    expect(pilotos).toContainEqual({ nomePiloto: 'Bia Borges', numeroCorridas: 2 });
    expect((await driverPage(0)).titulos).toBe(1);
  });

  it('reopens an official race for a correction: its points and the title leave until it is published again', async () => {
    const res = await rc.send('POST', `/corridas/${race2}/reabrir`, { versao: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ situacao: 'provisorio', versao: 3 });
    expect(res.json().oficialEm).not.toBeNull();
    expect(await driversTable()).toEqual([
      [1, 'Ana', 30],
      [2, 'Bia', 26],
      [3, 'Caio', 22],
    ]);
    expect(await podiums()).toEqual({
      finalizada: false,
      podios: [['Ana Alves', 'Bia Borges', 'Caio Costa'], []],
    });
    expect((await hall()).campeoes).toEqual([]);
    const again = await rc.send('POST', `/corridas/${race2}/reabrir`, { versao: 3 });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(T.naoOficial);
    const audit = await auditOf(t, 'resultado', race2);
    expect(audit.map((a) => a.acao)).toEqual(['salvar', 'reabrir']);
    expect(audit[1]).toMatchObject({
      antes: { situacao: 'oficial' },
      depois: { situacao: 'provisorio' },
    });
  });
});
