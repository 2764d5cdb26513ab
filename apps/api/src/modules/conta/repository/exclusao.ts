import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { consentimento, fanpushVoto, mensagemSaida, usuario } from '../../../db/schema/index.ts';
import type { Usuario } from './usuarios.ts';

/**
 * The rows an erasure deletes (issue 12), inside the caller's transaction:
 * - confirmed fan votes stay, anonymous (`usuario_id` set to null by its foreign key), so the
 *   published results and the `fanpush_piloto` counters do not move; pending picks, never
 *   counted, go;
 * - the member's consent rows go (the foreign key would only unlink them);
 * - outbox messages to the member's `addresses` go, and the guardian's ones about this member;
 * - the account goes, and with it (ON DELETE CASCADE) sessions and their refresh tokens, links,
 *   SMS codes, sign-up answers, survey answers and rewards, quiz progress.
 */
export async function deleteMemberRows(tx: Db, member: Usuario, addresses: string[]) {
  await tx
    .delete(fanpushVoto)
    .where(and(eq(fanpushVoto.usuarioId, member.id), eq(fanpushVoto.status, 'pendente')));
  await tx.delete(consentimento).where(eq(consentimento.usuarioId, member.id));
  await tx.delete(mensagemSaida).where(outboxOf(member, addresses));
  await tx.delete(usuario).where(eq(usuario.id, member.id));
}

/** The outbox rows to the member's addresses, and the guardian's that name the member. */
function outboxOf(member: Usuario, addresses: string[]) {
  const toMember = inArray(mensagemSaida.destino, addresses);
  if (!member.emailResponsavel) return toMember;
  // A guardian may have several minors in the club: only the e-mails naming this one go.
  const aboutMember = and(
    eq(mensagemSaida.destino, member.emailResponsavel),
    gt(sql`strpos(${mensagemSaida.corpo}, ${member.email})`, 0),
  );
  return or(toMember, aboutMember);
}
