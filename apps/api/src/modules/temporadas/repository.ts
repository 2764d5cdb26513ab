import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { temporada } from '../../db/schema/index.ts';

export async function listSeasons(db: Db, onlyTurismo = false) {
  const rows = await db
    .select({ ano: temporada.ano })
    .from(temporada)
    .where(onlyTurismo ? eq(temporada.turismo, true) : undefined)
    .orderBy(desc(temporada.ano));
  return rows.map((r) => r.ano);
}

export async function findCurrentSeason(db: Db) {
  const [row] = await db
    .select({ ano: temporada.ano })
    .from(temporada)
    .where(eq(temporada.atual, true))
    .limit(1);
  return row?.ano;
}
