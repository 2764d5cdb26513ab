import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { equipe } from '../../db/schema/index.ts';

export function findTeam(db: Db, id: number) {
  return db.query.equipe.findFirst({ where: eq(equipe.id, id) });
}
