import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { live } from '../../db/schema/index.ts';

export function findLives(db: Db) {
  return db.select().from(live).orderBy(asc(live.ordem), asc(live.id));
}
