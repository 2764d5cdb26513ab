import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

// Issue 15: crawlers may read the public site and the reads its pages make, nothing private.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.stockcar.test' });
});
afterAll(() => t.close());

/** The rules of robots.txt as [field, value] pairs. */
async function robots() {
  const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  return res.body
    .split('\n')
    .filter((line) => line.includes(':'))
    .map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at), line.slice(at + 1).trim()] as const;
    });
}

const valuesOf = (rules: (readonly [string, string])[], field: string) =>
  rules.filter(([name]) => name === field).map(([, value]) => value);

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the member area, the console and the API', async () => {
    const rules = await robots();
    expect(rules[0]).toEqual(['User-agent', '*']);
    expect(valuesOf(rules, 'Disallow')).toEqual(['/stockclub/', '/admin', '/api/']);
  });

  it("lets them in at the club's doors and to the public reads pages render with", async () => {
    const allowed = valuesOf(await robots(), 'Allow');
    expect(allowed).toEqual(
      expect.arrayContaining([
        '/stockclub/cadastro',
        '/stockclub/login',
        '/api/v1/Noticias/categoria/*',
        '/api/v1/Piloto/*/categoria/*',
        '/api/v1/Classificacao/categoria/*/pilotos',
      ]),
    );
    // Nothing of a member's own, and nothing of the console's API.
    expect(allowed.filter((rule) => /admin|perfil|meusdados|conta/i.test(rule))).toEqual([]);
    expect(allowed.filter((rule) => rule.startsWith('/stockclub/'))).toHaveLength(2);
  });

  it('names the sitemap by its absolute address', async () => {
    expect(valuesOf(await robots(), 'Sitemap')).toEqual(['https://www.stockcar.test/sitemap.xml']);
  });
});
