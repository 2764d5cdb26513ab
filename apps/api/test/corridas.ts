import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Papel } from '@stockcar/shared/schemas/admin/papeis';
import * as s from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { sender } from './console-crud.ts';
import { createCorrida, createEtapa, createInscricao, createPiloto } from './factories.ts';
import { multipart } from './files.ts';
import { staffHeaders } from './staff.ts';
import type { TestApp } from './helper.ts';

/** Race results tests (issue 11): a season's field, a race, the console's calls on it. */

export interface Driver {
  nome: string;
  sobrenome: string;
  numero: string;
  subcategoria?: string;
  equipeId?: number;
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
