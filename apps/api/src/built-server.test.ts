import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../scripts/build.ts';

// Issue 13: production runs the build, `node apps/api/dist/server.js`, with no TypeScript
// loader. It must find what it reads at run time (migrations, password list) from dist/.
let server: ChildProcess | undefined;
let dataDir: string;
const port = 3400 + (process.pid % 500);

async function healthOnce(): Promise<number | undefined> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`)).status;
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stockcar-built-'));
  const entry = await buildServer();
  server = spawn(process.execPath, [entry], {
    // Nothing from this process's environment: the server sees only these settings.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Waits for the port, not for a time: the machine is shared and its speed varies.
  while ((await healthOnce()) !== 200) {
    if (server.exitCode !== null) throw new Error(`server exited ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await rm(dataDir, { recursive: true, force: true });
});

it('starts as one node process (having migrated the embedded database) and answers the API', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/HallOfFame?idioma=pt-br`, {
    headers: { 'x-api-key': 'stockcar-dev-api-key' },
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toHaveProperty('campeoes', []);
});
