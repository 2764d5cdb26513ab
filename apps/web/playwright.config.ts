import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// E2E_PORT lets two runs share a machine (a developer's and a clean-clone check).
const port = Number(process.env.E2E_PORT ?? 3100);
// Where the server's e-mails and SMS land (e2e/serve.ts); set here so the test workers,
// which inherit this process's environment, read the same folder.
process.env.E2E_OUTBOX_DIR ??= `/tmp/stockcar-e2e-outbox-${process.pid}`;

/*
 * Browser stories against the built app served by the real API (apps/api), which migrates and
 * seeds a fresh database in DATA_DIR on start. `npm run test:e2e` builds first.
 */
export default defineConfig({
  testDir: './e2e',
  // Two runs on one machine (a developer's and a clean-clone check) keep their own artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 2,
  // One retry: on a loaded 2-core machine a story can lose the race with the home popup (it
  // opens 3 s after load) or a slow captcha; a retried pass is reported as flaky, and a story
  // that fails twice still fails the run.
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  // The first page of a worker waits for a cold API (PGlite warming up).
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    /*
     * The site's service worker (trackside mode, docs/decisions/0029) is blocked in every story:
     * a worker registered by one page would answer the next ones from its caches, and a story
     * would no longer see what the server answers now. e2e/trackside-offline.spec.ts allows it.
     */
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /admin-.*\.spec\.ts$/ },
    // The staff console at /admin (apps/admin, issue 10). After the public stories: its writes
    // (a broadcast on air, a new article) would change what they see on the shared database.
    {
      name: 'console',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /admin-.*\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node --import tsx apps/web/e2e/serve.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // A fresh database per run: the server seeds it on start.
      DATA_DIR: `/tmp/stockcar-e2e-${process.pid}`,
      LOG_LEVEL: 'warn',
      E2E_OUTBOX_DIR: process.env.E2E_OUTBOX_DIR,
      // The browser and API requests of each test name their own client address
      // (e2e/fixtures.ts), as a proxy in front of the site would.
      TRUST_PROXY: '127.0.0.1',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...(process.env.ADMIN_DIST_DIR ? { ADMIN_DIST_DIR: process.env.ADMIN_DIST_DIR } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
