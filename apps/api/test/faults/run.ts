/*
 * `npm run test:faults`: acknowledged writes (form submissions and confirmed votes) flow while
 * the server is SIGKILLed twice and PostgreSQL crashes and restarts under it; then SQL proves
 * that no acknowledged write was lost or duplicated and /ready recovered without a restart.
 * Everything runs on loopback against a PostgreSQL cluster of its own, removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApi, traffic, type Api } from './client.ts';
import { createCluster, type Cluster } from './cluster.ts';
import type { FormTargets } from './forms.ts';
import { freePort } from './processes.ts';
import { runFaults } from './schedule.ts';
import { serverProcess, type ServerProcess } from './server.ts';
import { startSmsGateway, type SmsGateway } from './sms-gateway.ts';
import { printSummary } from './summary.ts';
import { startTraffic } from './traffic.ts';
import { verify } from './verify.ts';
import { createVoters, findOpenVote } from './voters.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const runId = randomBytes(3).toString('hex');
const secret = () => randomBytes(24).toString('hex');
const API_KEY = secret();
const VOTERS = 400;
/** A run takes about a minute; past this, something hangs: fail and clean up. */
const RUN_LIMIT_MS = 240_000;

const folder = mkdtempSync(path.join(tmpdir(), 'stockcar-faults-'));
const logFile = path.join(folder, 'server.log');
let cluster: Cluster | undefined;
let server: ServerProcess | undefined;
let sms: SmsGateway | undefined;
let cleaned = false;

/** Synchronous, so it also runs from a signal or 'exit' handler. */
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  server?.killSync();
  cluster?.stopSync();
  rmSync(folder, { recursive: true, force: true });
}
process.once('exit', cleanUp);
// `on`, not `once`: a second signal (Ctrl-C reaches the whole process group, npm relays it
// again) must not meet the default handler and end the process halfway through the clean-up.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(code);
  });
}

setTimeout(() => {
  console.error(`faults: FAILED: the run took more than ${RUN_LIMIT_MS / 1000} s`);
  cleanUp();
  process.exit(1);
}, RUN_LIMIT_MS).unref();

/** A pool for our own SQL; an idle connection lost in a restart must not end the run. */
function openPool(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return pool;
}

async function firstId(api: Api, url: string, field: string): Promise<number> {
  const answer = await api('GET', `${url}?idioma=pt-BR`, { ip: '10.99.0.1' });
  const first = Array.isArray(answer.body) ? (answer.body[0] as Record<string, unknown>) : {};
  const id = first[field];
  if (answer.status !== 200 || typeof id !== 'number') throw new Error(`no seeded ${url}`);
  return id;
}

/** The cluster, the SMS gateway and the server, started; the server's first boot seeds. */
async function startStack() {
  cluster = await createCluster(folder);
  sms = await startSmsGateway();
  const dataDir = path.join(folder, 'data');
  mkdirSync(dataDir);
  const port = await freePort();
  server = serverProcess({
    repoRoot,
    logFile,
    port,
    env: {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(folder, 'no-web-build'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      SEED_ON_START: 'true',
      SMS_URL: sms.url,
      API_KEY,
      JWT_SECRET: secret(),
      CAPTCHA_SECRET: secret(),
      // The proof of work stays a proof of work, cheap enough for hundreds of voters.
      CAPTCHA_MAX_NUMBER: '1000',
    },
  });
  await server.start();
  return { cluster, sms, server, api: createApi(server.baseUrl, API_KEY) };
}

/** Voters written into the database, the open vote, and the ids the forms need. */
async function prepare(url: string, api: Api) {
  const setup = openPool(url);
  const voters = await createVoters(setup, runId, VOTERS);
  const vote = await findOpenVote(setup);
  await setup.end();
  const targets: FormTargets = {
    idProduto: await firstId(api, '/B2B/Produto', 'idProduto'),
    idArea: await firstId(api, '/RH/Area', 'idArea'),
  };
  return { voters, vote, targets };
}

async function main(): Promise<boolean> {
  const startedAt = Date.now();
  const stack = await startStack();
  const { voters, vote, targets } = await prepare(stack.cluster.url, stack.api);

  const trafficAt = Date.now();
  const running = startTraffic({
    api: stack.api,
    runId,
    targets,
    voteContext: { api: stack.api, sms: stack.sms, vote },
    voters,
    formWorkers: 10,
    voteWorkers: 6,
    writeDeadlineMs: 40_000,
    maxForms: 20_000,
  });
  const faults = await runFaults({ ...stack, acknowledged: running.acknowledged });
  const result = await running.stop();
  const exits = stack.server.unexpectedExits();
  if (exits > 0) faults.failures.push(`the server exited on its own ${exits} time(s)`);
  const trafficSeconds = (Date.now() - trafficAt) / 1000;

  const check = openPool(stack.cluster.url);
  const verification = await verify(check, { ...result, markerPrefix: `falhas-${runId}-`, vote });
  await check.end();
  const setupSeconds = (trafficAt - startedAt) / 1000;
  return printSummary({ result, faults, verification, traffic, setupSeconds, trafficSeconds });
}

let passed = false;
try {
  passed = await main();
} catch (err) {
  console.error('faults: the run could not complete:', err instanceof Error ? err.message : err);
} finally {
  if (!passed && existsSync(logFile)) {
    // The server's own account of the failure (its log goes with the temporary folder).
    const log = readFileSync(logFile, 'utf8').trim().split('\n');
    console.error(`faults: last lines of the server log:\n${log.slice(-15).join('\n')}`);
  }
  await sms?.close();
  cleanUp();
}
process.exit(passed ? 0 : 1);
