import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { isUniqueViolation } from './problem.ts';

/**
 * A write refused by a unique constraint (two people saving the same thing at once, past each
 * request's own checks) is a conflict with what is stored, not a server fault.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/teste/duplicado', async () => {
      // As drizzle reports it: the driver's error, code 23505, as the cause.
      throw new Error('Failed query: insert into …', {
        cause: Object.assign(new Error('duplicate key value violates unique constraint'), {
          code: '23505',
        }),
      });
    });
  });
});
afterAll(() => t.close());

describe('a write refused by a unique constraint', () => {
  it('answers 409 problem+json in Portuguese, not 500', async () => {
    const res = await t.app.inject({ url: '/teste/duplicado' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 409,
      detail:
        'Outra pessoa salvou um registro igual neste mesmo instante. Recarregue a página e confira.',
    });
  });

  it('is told apart from other database errors', () => {
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
