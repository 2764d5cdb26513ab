import type { Db } from '../../../db/client.ts';
import type { Member } from '../../../plugins/auth/index.ts';
import { deleteMemberRows } from '../repository/exclusao.ts';
import { clearMemberFailures } from '../rules/login-limiter.ts';
import { everyMemberAddress } from './addresses.ts';

/**
 * Erases a member (issue 12), inside the caller's transaction so it happens whole or not at all:
 * the rows `deleteMemberRows` lists, and the account's failed-login and password-change counters.
 * The e-mail and the CPF are free again for a new sign-up.
 */
export async function eraseMember(tx: Db, member: Member) {
  const addresses = await everyMemberAddress(tx, member);
  await clearMemberFailures(tx, member);
  await deleteMemberRows(tx, member, addresses);
}
