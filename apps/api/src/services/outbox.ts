import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mensagemSaida } from '../db/schema/index.ts';

export interface OutboxEntry {
  canal: 'email' | 'sms';
  destino: string;
  assunto?: string;
  /** Kept only when no transport carried the message (development). */
  corpo?: string;
}

/**
 * The outbox lists what the site sent to whom (a member's data export shows it; retention
 * deletes it after 30 days). With a real transport only the envelope is kept: a code or a
 * link never rests in the database. Without one (development) the body is kept so a local run
 * loses nothing. A failed record is logged: the message itself already went out.
 */
export async function recordMessage(db: Db, log: FastifyBaseLogger, entry: OutboxEntry) {
  try {
    await db.insert(mensagemSaida).values({
      canal: entry.canal,
      destino: entry.destino,
      assunto: entry.assunto ?? '',
      corpo: entry.corpo ?? '',
    });
  } catch (err) {
    log.error({ err, canal: entry.canal }, 'outbox record failed');
    if (entry.corpo !== undefined) throw err;
  }
}
