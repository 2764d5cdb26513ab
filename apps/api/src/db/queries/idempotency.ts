import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { envioFormulario } from '../schema/index.ts';

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
