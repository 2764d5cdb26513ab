import { loadConfig } from '../config.ts';
import { createFolderStorage } from '../services/storage.ts';
import { openDatabase } from '../db/client.ts';
import path from 'node:path';
import { isDatabaseEmpty, seedDemo } from './index.ts';

/** `npm run db:seed`: migrates, then loads the demo content into an empty database. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pg'),
});
try {
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    await seedDemo({
      db: database.db,
      storage: createFolderStorage(config.dataDir),
      now: new Date(),
      ticketsUrl: config.links.ingressos,
      // The demo staff's secrets are public (README): never in production.
      demoStaffTotpKey: config.production ? undefined : config.staff.totpKey,
    });
    console.log('Demo content loaded.');
  } else {
    console.log('The database already has content: nothing seeded.');
  }
} finally {
  await database.close();
}
