import { afterAll, beforeAll } from 'vitest';
import { CATEGORIES } from '@stockcar/shared/categories';
import type { Db } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import { sender, type Send } from './console-crud.ts';
import { createCategoria } from './factories.ts';
import { createConsoleApp, staffHeaders } from './staff.ts';
import type { TestApp } from './helper.ts';

/** Race control's console tests (issue 11): the real categories and a `race-control` account. */

export interface RaceControl {
  t: TestApp;
  /** A call to `/api/v1/admin<url>` as race control. */
  send: Send;
}

/**
 * The test file's app with the six categories of the site and race control signed in; `env`
 * overrides settings (e.g. the read cache on).
 */
export function setupRaceControl(env: Record<string, string> = {}): RaceControl {
  const ctx = {} as RaceControl;
  beforeAll(async () => {
    ctx.t = await createConsoleApp(env);
    for (const c of CATEGORIES) await createCategoria(ctx.t.db, { id: c.id, slug: c.slug });
    ctx.send = sender(ctx.t, (await staffHeaders(ctx.t, 'race-control')).headers);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

/** A category's season with the default points table unless told. */
export async function createTemporada(
  db: Db,
  values: Pick<typeof s.temporadaCategoria.$inferInsert, 'categoriaId' | 'ano'> &
    Partial<typeof s.temporadaCategoria.$inferInsert>,
) {
  const [row] = await db.insert(s.temporadaCategoria).values(values).returning();
  if (!row) throw new Error('temporada not created');
  return row;
}

/** The field messages of a 400 problem, by path. */
export const fieldErrors = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));
