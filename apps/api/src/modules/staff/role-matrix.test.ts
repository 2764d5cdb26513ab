import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACESSO,
  AREAS,
  PAPEIS,
  papelPode,
  type Area,
  type Papel,
} from '@stockcar/shared/schemas/admin/papeis';
import { anon } from '../../../test/club.ts';
import { createConsoleApp, staffHeaders } from '../../../test/staff.ts';
import { present } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';

/**
 * Issue 10: authorisation is enforced on the server for every admin route. Every route of the
 * OpenAPI document under /api/v1/admin/<area> is called by every role: 403 where the role
 * has no access, never 401/403 where it has; 401 without a session.
 */

/** Routes any staff member (or anyone, for sign-in and set-up) may call. */
const OPEN = new Set(['sessao', 'eu', 'convite']);

let t: TestApp;
let routes: { method: string; url: string; area: Area }[];
const headersOf = new Map<Papel, Record<string, string>>();

beforeAll(async () => {
  t = await createConsoleApp();
  for (const papel of PAPEIS) headersOf.set(papel, (await staffHeaders(t, papel)).headers);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) => {
    const segment = /^\/api\/v1\/admin\/([^/]+)/.exec(path)?.[1];
    if (!segment || OPEN.has(segment)) return [];
    return Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, '1'),
      area: segment as Area,
    }));
  });
});
afterAll(() => t.close());

describe('role × route matrix of the console', () => {
  it('names each admin route after an area of the role table', () => {
    expect(routes.length).toBeGreaterThan(3);
    // Uploads are routes of their area too: the gift file belongs to `brindes` (club, admin).
    expect(routes).toContainEqual({
      method: 'POST',
      url: '/api/v1/admin/brindes/arquivo',
      area: 'brindes',
    });
    for (const route of routes) expect(AREAS, route.url).toContain(route.area);
  });

  it('answers 401 without a session and 403 for every role outside the area', async () => {
    for (const route of routes) {
      const inject = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers,
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
      expect((await inject(anon())).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      for (const papel of PAPEIS) {
        const status = (await inject(present(headersOf.get(papel)))).statusCode;
        const label = `${papel} ${route.method} ${route.url}`;
        if (papelPode(papel, route.area)) expect([401, 403], label).not.toContain(status);
        else expect(status, label).toBe(403);
      }
    }
  });

  it("gives admin every area and race control the calendar, results and Fan Push, nobody else's", () => {
    expect(ACESSO.admin).toEqual(AREAS);
    expect(ACESSO['race-control']).toEqual([
      'imagens',
      'temporadas',
      'etapas',
      'corridas',
      'circuitos',
      'onde-assistir',
      'pilotos',
      'equipes',
      'montadoras',
      'maquinas',
      'inscricoes',
      'fanpush',
    ]);
    for (const papel of PAPEIS.filter((p) => p !== 'admin' && p !== 'race-control')) {
      expect(ACESSO[papel].filter((area) => ACESSO['race-control'].includes(area))).toEqual([
        'imagens',
      ]);
    }
  });
});
