import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { envioFormulario } from './schema/index.ts';

/** A retried or double-clicked submission is the same within this window. */
const SAME_SUBMISSION_WINDOW = sql`interval '24 hours'`;

/** The client's Idempotency-Key, else a hash of the validated body. */
export function submissionKey(header: string | string[] | undefined, body: unknown): string {
  if (typeof header === 'string' && header.length > 0 && header.length <= 100) return `k:${header}`;
  return `h:${createHash('sha256').update(JSON.stringify(body)).digest('hex')}`;
}

/**
 * Runs `create` once per (route, key): a second call gets the first one's id. The claim row and
 * the record are written in one transaction, so concurrent duplicates wait and then find it.
 */
export async function createOnce(
  db: Db,
  rota: string,
  chave: string,
  create: (tx: Db) => Promise<number>,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (transaction) => {
    const tx: Db = transaction;
    const claimed = await tx
      .insert(envioFormulario)
      .values({ rota, chave })
      .onConflictDoUpdate({
        target: [envioFormulario.rota, envioFormulario.chave],
        set: { criadoEm: sql`now()`, recursoId: null },
        setWhere: sql`${envioFormulario.criadoEm} < now() - ${SAME_SUBMISSION_WINDOW}`,
      })
      .returning({ id: envioFormulario.id });
    const claim = claimed[0];
    if (!claim) {
      const [existing] = await tx
        .select({ recursoId: envioFormulario.recursoId })
        .from(envioFormulario)
        .where(and(eq(envioFormulario.rota, rota), eq(envioFormulario.chave, chave)));
      return { id: existing?.recursoId ?? 0, created: false };
    }
    const id = await create(tx);
    await tx.update(envioFormulario).set({ recursoId: id }).where(eq(envioFormulario.id, claim.id));
    return { id, created: true };
  });
}

export interface StaffNotice {
  subject: string;
  fields: Record<string, string>;
}

function noticeText(notice: StaffNotice): string {
  const lines = Object.entries(notice.fields).map(([label, value]) => `${label}: ${value}`);
  return `${notice.subject}\n\n${lines.join('\n')}\n`;
}

/**
 * Stores a form submission once (a double click or a retry finds the first) and, when it is
 * new, e-mails the staff. A mail failure is logged: the submission is already safe.
 */
export async function submitOnce(
  app: FastifyInstance,
  request: FastifyRequest,
  options: {
    rota: string;
    body: unknown;
    create: (tx: Db) => Promise<number>;
    notice: StaffNotice;
  },
) {
  const key = submissionKey(request.headers['idempotency-key'], options.body);
  const result = await createOnce(app.db, options.rota, key, options.create);
  if (result.created) {
    try {
      await app.mail.send({
        to: app.config.mail.staff,
        subject: options.notice.subject,
        text: noticeText(options.notice),
      });
    } catch (err) {
      request.log.error({ err, rota: options.rota, id: result.id }, 'staff e-mail failed');
    }
  }
  return result;
}
