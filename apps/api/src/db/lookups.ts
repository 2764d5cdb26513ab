import { eq } from 'drizzle-orm';
import { HttpProblem } from '../plugins/problem.ts';
import type { Db } from './client.ts';
import { categoria } from './schema/index.ts';
import { t } from '../i18n.ts';

/** Throws the spec's 404 problem when no category has this id. */
export async function assertCategoryExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: categoria.id }).from(categoria).where(eq(categoria.id, id));
  if (!row) throw new HttpProblem(404, t('errors:categoryNotFound'));
}
