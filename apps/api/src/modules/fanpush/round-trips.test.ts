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
  const all = t.queries.slice(before);
  return {
    result,
    ran: all.filter((q) => !TRANSACTION_CONTROL.test(q)),
    transactions: all.filter((q) => /^begin\b/i.test(q)).length,
  };
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
    // Member and session; vote, eligible picks and member's vote in one; captcha; SMS limits
    // and code in one; outbox; pending picks (29 statements for both steps before issue 13,
    // 17 before decision 0033).
    expect(submit.ran).toHaveLength(6);
    // Member and session; vote, member's vote and current code in one; the code's try, its
    // use, the window FOR SHARE, the ballot and its queued picks in one; the cards.
    expect(confirm.ran).toHaveLength(4);
    // No explicit transaction (its BEGIN and COMMIT are two more round trips): the confirmation
    // is one statement. Only PostgreSQL logs them; there this guards it.
    expect(submit.transactions + confirm.transactions).toBe(0);
    // No counter row is touched by a confirmation: its picks wait for the fold.
    expect(confirm.ran.filter((q) => q.includes('update "fanpush_piloto"'))).toEqual([]);
  });
});
