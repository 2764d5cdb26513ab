import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Papel } from '@stockcar/shared/schemas/admin/papeis';
import * as s from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { sender } from './console-crud.ts';
import {
  createCategoria,
  createCorrida,
  createEtapa,
  createInscricao,
  createPiloto,
} from './factories.ts';
import { multipart } from './files.ts';
import { createConsoleApp, staffHeaders } from './staff.ts';
import type { TestApp } from './helper.ts';

/** Race results tests (issue 11): a season's field, a race, the console's calls on it. */

export interface Driver {
  nome: string;
  sobrenome: string;
  numero: string;
  subcategoria?: string;
  equipeId?: number;
}

/** Four drivers of a season, as most results tests enter them. */
export const FIELD: Driver[] = [
  { nome: 'João', sobrenome: 'Conceição', numero: '12' },
  { nome: 'Ana', sobrenome: 'Alves', numero: '7' },
  { nome: 'Bia', sobrenome: 'Borges', numero: '30' },
  { nome: 'Caio', sobrenome: 'Costa', numero: '5' },
];

/** A timing file of a race of FIELD: three classified and one out, with grid and best laps. */
export const GOOD_CSV = [
  'POS;NUM;PILOTO;VOLTAS;TEMPO;STATUS;LARGADA;MELHOR_VOLTA',
  '1;12;João Conceição;30;45:01.234;;2;1:31.500',
  '2;7;Ana Alves;30;+1.200;;1;1:31.200',
  '3;30;Bia Borges;30;+5.000;;4;1:30.900',
  ';5;Caio Costa;12;;DNF;3;1:29.000',
].join('\r\n');

/** What a file like GOOD_CSV adds up to: the pole from the grid, the best lap of a finisher. */
export const GOOD_SUMMARY = {
  linhas: 4,
  classificados: 3,
  naoClassificados: 1,
  pole: '7',
  voltaRapida: '30',
  voltaRapidaTempo: '1:30.900',
};

/** A classification row as the editor sends it. */
export const resultRow = (numero: string, posicao: number | null, status = 'classificado') => ({
  numero,
  posicao,
  status,
  voltas: status === 'classificado' ? 30 : 10,
  tempo: posicao === 1 ? '45:01.234' : '',
});

export interface ResultBody {
  classificacao: ReturnType<typeof resultRow>[];
  pole: string | null;
  voltaRapida: string | null;
  voltaRapidaTempo: string;
  oficializar: boolean;
}

/** FIELD's race as the editor saves it (the same order, pole and fastest lap as GOOD_CSV). */
export const GOOD_BODY: ResultBody = {
  classificacao: [
    resultRow('12', 1),
    resultRow('7', 2),
    resultRow('30', 3),
    resultRow('5', null, 'DNF'),
  ],
  pole: '7',
  voltaRapida: '30',
  voltaRapidaTempo: '1:30.900',
  oficializar: false,
};

/** Each driver's points (by first name) in the public standings of a season. */
export async function publicPoints(t: TestApp, categoriaId: number, temporada: number) {
  const res = await t.get(
    `/api/v1/Classificacao/categoria/${categoriaId}/pilotos?ano=${temporada}`,
  );
  const rows: { nome: string; pontuacao: number }[] = res.json();
  return Object.fromEntries(rows.map((r) => [r.nome, r.pontuacao]));
}

/** Drivers entered in a category's season, and one stage of it (its circuit given, or made on the way). */
export async function createField(
  db: Db,
  {
    categoriaId,
    temporada,
    drivers,
    circuitoId,
  }: { categoriaId: number; temporada: number; drivers: Driver[]; circuitoId?: number },
) {
  const entries = [];
  for (const d of drivers) {
    const pilot = await createPiloto(db, { nome: d.nome, sobrenome: d.sobrenome });
    const entry = await createInscricao(db, {
      categoriaId,
      temporada,
      pilotoId: pilot.id,
      numero: d.numero,
      subcategoria: d.subcategoria ?? null,
      ...(d.equipeId ? { equipeId: d.equipeId } : {}),
    });
    entries.push({ ...entry, piloto: pilot });
  }
  const stage = await createEtapa(db, {
    categoriaId,
    temporada,
    data: new Date(Date.UTC(temporada, 3, 6, 17)),
    ...(circuitoId ? { circuitoId } : {}),
  });
  return { entries, stage };
}

/** A race of the stage, awaiting results. */
export const createRace = (db: Db, etapaId: number, tipo?: 'sprint' | 'endurance') =>
  createCorrida(db, { etapaId, tipo: tipo ?? null });

/** A signed-in staff member's console calls, and the timing file's upload. */
export async function consoleOf(t: TestApp, papel: Papel = 'race-control') {
  const { headers } = await staffHeaders(t, papel);
  const send = sender(t, headers);
  const upload = async (corridaId: number, query: string, content: string | Uint8Array) => {
    const body = await multipart(
      {},
      { name: 'resultado.csv', data: Buffer.from(content), type: 'text/csv' },
      'file',
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/corridas/${corridaId}/importacao?${query}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  return { headers, send, upload };
}

/** What is stored of a race: its row and its results, for "nothing changed" checks. */
export async function storedRace(db: Db, corridaId: number) {
  const [race] = await db.select().from(s.corrida).where(eq(s.corrida.id, corridaId));
  const results = await db
    .select()
    .from(s.resultado)
    .where(eq(s.resultado.corridaId, corridaId))
    .orderBy(asc(s.resultado.id));
  return { race, results };
}

/** Expects a 400 problem+json whose errors include these messages, and the race unchanged. */
export async function expectRefused(
  t: TestApp,
  corridaId: number,
  call: () => Promise<LightMyRequestResponse>,
  messages: string[],
) {
  const before = await storedRace(t.db, corridaId);
  const res = await call();
  expect(res.statusCode, res.body).toBe(400);
  const errors: { message: string }[] = res.json().errors ?? [];
  expect(errors.map((e) => e.message)).toEqual(expect.arrayContaining(messages));
  expect(await storedRace(t.db, corridaId)).toEqual(before);
  return res;
}

/** A console app with FIELD entered in the Pro Series' 2026 season: its stage, race control's calls. */
export async function proSeriesDesk() {
  const t = await createConsoleApp();
  await createCategoria(t.db, { id: 1 });
  const field = await createField(t.db, { categoriaId: 1, temporada: 2026, drivers: FIELD });
  return { t, etapaId: field.stage.id, rc: await consoleOf(t) };
}
