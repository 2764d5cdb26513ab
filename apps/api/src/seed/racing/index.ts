import type { Db } from '../../db/client.ts';
import type { StorageService } from '../../services/storage.ts';
import { seedCategoryRacing } from './category.ts';
import { seedBroadcasters, seedCircuits, seedManufacturers } from './fixtures.ts';
import { FIRST_NAMES, LAST_NAMES } from './people.ts';
import { categoryPlans } from './plans.ts';
import { seededRandom } from './random.ts';

/** Seasons, stages, races, entries and results: the racing data every standing derives from. */
export async function seedRacing(options: {
  db: Db;
  storage: StorageService;
  now: Date;
  ticketsUrl: string;
}) {
  const random = seededRandom(2024);
  const recordHolder = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const circuits = await seedCircuits(options.db, options.storage, recordHolder);
  const manufacturers = await seedManufacturers(options.db, options.storage);
  await seedBroadcasters(options.db, options.storage);
  const usedNames = new Set<string>();
  for (const plan of categoryPlans()) {
    await seedCategoryRacing({ ...options, random, circuits, manufacturers, usedNames }, plan);
  }
}
