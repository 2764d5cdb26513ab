import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed/index.ts';
import { createFolderStorage } from './services/storage.ts';

/** Entry point: config, migrate, seed an empty database, listen, close gracefully. */
const config = loadConfig();
const app = await buildApp(config);

await app.database.migrate();
if (config.seedOnStart && (await isDatabaseEmpty(app.db))) {
  app.log.info('empty database: loading demo content');
  await seedDemo({
    db: app.db,
    storage: createFolderStorage(config.dataDir),
    now: new Date(),
    ticketsUrl: config.links.ingressos,
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
