import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditoria } from '../../db/schema/index.ts';
import { staffOf } from './guard.ts';

export interface AuditEntry {
  entidade: string;
  entidadeId: string | number;
  acao: string;
  antes?: unknown;
  depois?: unknown;
}

/**
 * One line of the append-only audit log (issue 10). Called with the write's transaction, so
 * a write and its entry are saved together or not at all.
 */
export async function recordAudit(db: Db, request: FastifyRequest, entry: AuditEntry) {
  const who = staffOf(request);
  await db.insert(auditoria).values({
    staffId: who.id,
    staffEmail: who.email,
    papel: who.papel,
    entidade: entry.entidade,
    entidadeId: String(entry.entidadeId),
    acao: entry.acao,
    antes: entry.antes ?? null,
    depois: entry.depois ?? null,
    ip: request.ip,
  });
}
