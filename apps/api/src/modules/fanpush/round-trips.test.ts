import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubApp, lastSmsCode, solveCaptcha } from '../../../test/club.ts';
import { createFanpush, createVoter } from '../../../test/fanpush.ts';
import type { TestApp } from '../../../test/helper.ts';

/**
 * The vote path's statements (issue 13: 1,000 votes/s): each step is a handful of round trips,
 * counted with the database's query hook, so a query added to the hot path fails here first.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

/** A transaction's own BEGIN and COMMIT: logged on PostgreSQL only, so left out of counts. */
const TRANSACTION_CONTROL = /^(begin|commit)\b/i;

/** The statements `step` ran. */
async function statementsOf<T>(step: () => Promise<T>) {
  const before = t.queries.length;
  const result = await step();
  return { result, ran: t.queries.slice(before).filter((q) => !TRANSACTION_CONTROL.test(q)) };
}

describe('the vote path in round trips', () => {
  it('a vote takes few statements per step', async () => {
    const fp = await createFanpush(t.db, { drivers: 5 });
    const v = await createVoter(t);
    const captcha = await solveCaptcha(t);
    const picks = fp.drivers.slice(0, 3).map((d) => ({ id: d.id }));
    const submit = await statementsOf(() =>
      v.as('POST', '/Fanpush', { idEtapaFanpush: fp.idEtapaFanpush, piloto: picks, captcha }),
    );
    expect(submit.result.statusCode).toBe(200);
    const token = (await lastSmsCode(t.db, v.e164)) ?? '';
    const confirm = await statementsOf(() =>
      v.as('POST', '/Fanpush/token', { idEtapaFanpush: fp.idEtapaFanpush, token }),
    );
    expect(confirm.result.statusCode).toBe(200);
    // Member and session, vote, picks, member's vote, captcha, SMS limits, code, outbox,
    // pending picks (29 statements for both steps before issue 13).
    expect(submit.ran).toHaveLength(9);
    // Member and session, vote, member's vote, code, its try and use, then the transaction
    // (window FOR SHARE; ballot confirmed and its picks queued in one statement), the cards.
    expect(confirm.ran).toHaveLength(8);
    // No counter row is touched by a confirmation: its picks wait for the fold.
    expect(confirm.ran.filter((q) => q.includes('update "fanpush_piloto"'))).toEqual([]);
  });
});
