import { checkPhone } from '@stockcar/shared/validators/phone';
import type { Db } from '../../../db/client.ts';
import type { Member } from '../../../plugins/auth/index.ts';
import { addressesOnRecord } from '../repository/enderecos.ts';

/**
 * Where the club's messages to a member went: the e-mail, and the phone as typed and in E.164
 * (what the SMS service is given). The outbox (`mensagem_saida`) knows messages only by these.
 */
export function memberAddresses(member: Pick<Member, 'email' | 'telefone'>): string[] {
  const phone = member.telefone.trim();
  const e164 = phone ? checkPhone(phone).e164 : undefined;
  return [...new Set([member.email, phone, e164].filter((a): a is string => !!a))];
}

/**
 * Every address the member has had messages at: today's, plus the numbers codes went to (a
 * phone change in progress) and the member's own earlier e-mails (activation and reset links;
 * never the guardian's address, which is someone else's).
 */
export async function everyMemberAddress(db: Db, member: Member): Promise<string[]> {
  const found = await addressesOnRecord(db, member.id);
  return [...new Set([...memberAddresses(member), ...found])];
}
