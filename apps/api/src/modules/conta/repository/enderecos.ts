import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { codigoSms, linkEmail } from '../../../db/schema/index.ts';

/** Where the club sent a member's codes and links: the numbers and e-mails on record. */

/** The number waiting for its phone-change token, if its code is still alive. */
export async function pendingPhone(db: Db, usuarioId: number) {
  const [row] = await db
    .select({ telefone: codigoSms.telefone, expiraEm: codigoSms.expiraEm })
    .from(codigoSms)
    .where(
      and(
        eq(codigoSms.usuarioId, usuarioId),
        eq(codigoSms.finalidade, 'telefone'),
        isNull(codigoSms.usadoEm),
      ),
    )
    .orderBy(desc(codigoSms.criadoEm))
    .limit(1);
  return row && row.expiraEm.getTime() > Date.now() ? row.telefone : '';
}

/**
 * The numbers codes went to (a phone change in progress) and the member's own e-mails that got
 * links (activation and reset; never the guardian's address, which is someone else's).
 */
export async function addressesOnRecord(db: Db, usuarioId: number): Promise<string[]> {
  const phones = await db
    .selectDistinct({ destino: codigoSms.destino })
    .from(codigoSms)
    .where(eq(codigoSms.usuarioId, usuarioId));
  const emails = await db
    .selectDistinct({ destino: linkEmail.destino })
    .from(linkEmail)
    .where(and(eq(linkEmail.usuarioId, usuarioId), inArray(linkEmail.tipo, ['ativacao', 'reset'])));
  return [...phones, ...emails].map((r) => r.destino);
}
