import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { consentimento } from '../../../db/schema/index.ts';

/**
 * Version of the consent texts members agree to (opt-ins, terms, the fan-push flow); a
 * change of wording gets a new version, so each record says what the member read.
 */
export const CONSENT_TEXT_VERSION = '2025-01';

export type ConsentPurpose =
  'email' | 'sms' | 'whatsapp' | 'termos' | 'fluxo-fanpush' | 'autorizacao-responsavel';

/**
 * Stores consent choices as given: purpose, value, time, text version and who gave them. A null
 * member is a guardian's revocation recorded as the account is erased (issue 12).
 */
export async function recordConsents(
  db: Db,
  usuarioId: number | null,
  choices: Partial<Record<ConsentPurpose, boolean>>,
  context: { origem: string; ip: string; concedidoPor?: string },
) {
  const rows = Object.entries(choices).map(([finalidade, concedido]) => ({
    usuarioId,
    finalidade,
    concedido: concedido === true,
    versaoTexto: CONSENT_TEXT_VERSION,
    origem: context.origem,
    concedidoPor: context.concedidoPor ?? 'titular',
    ip: context.ip,
  }));
  if (rows.length > 0) await db.insert(consentimento).values(rows);
}

/** Every consent row of the member, newest first (ties by insertion). */
export function consentRows(db: Db, usuarioId: number) {
  return db
    .select()
    .from(consentimento)
    .where(eq(consentimento.usuarioId, usuarioId))
    .orderBy(desc(consentimento.criadoEm), desc(consentimento.id));
}
