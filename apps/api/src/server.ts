import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { isDatabaseEmpty, seedDemo } from './seed/index.ts';
import { ensureDerived } from './db/derived/recompute.ts';
import { scheduleJobs } from './jobs/schedule-jobs.ts';
import { loadPasswordPolicy } from './modules/conta/rules/password-policy.ts';
import { createFolderStorage } from './services/storage.ts';

/** Entry point: config, migrate, seed an empty database, listen, close gracefully. */
function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    // The message lists every bad setting; a stack trace would only hide it.
    console.error((error as Error).message);
    process.exit(1);
  }
}

const config = configOrExit();
const app = await buildApp(config);

await app.database.migrate();
if (config.seedOnStart && (await isDatabaseEmpty(app.db))) {
  app.log.info('empty database: loading demo content');
  await seedDemo({
    db: app.db,
    storage: createFolderStorage(config.dataDir),
    now: new Date(),
    ticketsUrl: config.links.ingressos,
    // The demo staff's secrets are public (README): never in production.
    demoStaffTotpKey: config.production ? undefined : config.staff.totpKey,
  });
}
// A database from before the standings were stored gets them once (issue 11).
await ensureDerived(app.db);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

// Scheduled jobs (retention) start once listening and stop before the database closes.
scheduleJobs(app);
await app.listen({ port: config.port, host: config.host });
// The password estimator's dictionaries warm up once listening, off the start-up path; a
// password check before they are ready waits for the same load.
loadPasswordPolicy().catch((err: unknown) =>
  app.log.error({ err }, 'password dictionaries not loaded; the first check retries'),
);
