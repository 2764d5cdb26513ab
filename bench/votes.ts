/*
 * P2 of issue 13: confirmed Fan Push votes per second on PostgreSQL through the real path.
 * A database of its own, the real server as a child process and the fault test's fake SMS
 * gateway; voters log in and solve a captcha before the clock starts (client cost), then each
 * asks for a challenge, submits its picks, reads its code off the gateway and confirms.
 * Runnable alone: `node --import tsx bench/votes.ts [--voters 4000] [--concurrency 64] [--pool 20]`.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createApi, nextIp, type Api } from '../apps/api/test/faults/client.ts';
import { startSmsGateway, type SmsGateway } from '../apps/api/test/faults/sms-gateway.ts';
import { logIn, solvedCaptcha } from '../apps/api/test/faults/votes.ts';
import {
  createVoters,
  findOpenVote,
  picksFor,
  type OpenVote,
  type Voter,
} from '../apps/api/test/faults/voters.ts';
import {
  BENCH_API_KEY,
  cpuMsOf,
  createPostgresDatabase,
  startSite,
  type Running,
} from './processes.ts';
import type { BenchPart } from './report.ts';
import { checkTotals } from './votes-totals.ts';

export interface VotesBenchOptions {
  voters?: number;
  /** Voters in flight at once during the timed part. */
  concurrency?: number;
  /** The server's DATABASE_POOL_SIZE; its own default when absent. */
  poolSize?: number;
}
const GOAL = 1000;
/** The proof of work stays one, but cheap: the client's hashing is not the server's path. */
const CAPTCHA_MAX_NUMBER = 1000;
const DEADLINE_MS = 120_000;

type Step = 'challenge' | 'submit' | 'confirm';
const STEPS: Step[] = ['challenge', 'submit', 'confirm'];

interface Ready {
  voter: Voter;
  ip: string;
  bearer: string;
  captcha: string;
}

/** Runs `work` over `items` with `n` workers; resolves when all are done. */
async function pooled<T>(items: T[], n: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: n }, worker));
}

/** Log-ins and solved captchas: done before the clock starts. */
async function prepare(api: Api, voters: Voter[]): Promise<Ready[]> {
  const ready: Ready[] = [];
  const deadline = Date.now() + DEADLINE_MS;
  await pooled(voters, 16, async (voter) => {
    const ip = nextIp();
    const bearer = await logIn(api, voter, ip, deadline);
    const captcha = await solvedCaptcha(api, ip, deadline);
    if (!bearer || !captcha) throw new Error('log-in or captcha not answered');
    ready.push({ voter, ip, bearer, captcha });
  });
  return ready;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The timed part: every voter's challenge, submit and confirm; latencies per step. */
async function castAll(
  ctx: { api: Api; sms: SmsGateway; vote: OpenVote; concurrency: number },
  ready: Ready[],
) {
  const latencies: Record<Step, number[]> = { challenge: [], submit: [], confirm: [] };
  const failures: string[] = [];
  let confirmed = 0;
  const timed = async (step: Step, call: () => Promise<{ status: number; body: unknown }>) => {
    const t0 = performance.now();
    const answer = await call();
    latencies[step].push(performance.now() - t0);
    if (answer.status !== 200)
      throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  const started = performance.now();
  await pooled(ready, ctx.concurrency, async ({ voter, ip, bearer, captcha }) => {
    try {
      await timed('challenge', () => ctx.api('GET', '/Captcha/desafio', { ip }));
      const mark = ctx.sms.mark();
      const piloto = picksFor(ctx.vote, voter.id).map((id) => ({ id }));
      const idEtapaFanpush = ctx.vote.idEtapaFanpush;
      const submit = { idEtapaFanpush, piloto, captcha };
      await timed('submit', () => ctx.api('POST', '/Fanpush', { ip, bearer, body: submit }));
      const token = ctx.sms.codeSince(voter.e164, mark);
      if (!token) throw new Error('no code reached the SMS gateway');
      const body = { idEtapaFanpush, token };
      await timed('confirm', () => ctx.api('POST', '/Fanpush/token', { ip, bearer, body }));
      confirmed += 1;
    } catch (err) {
      failures.push(err instanceof Error ? err.message : String(err));
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const p99 = Object.fromEntries(
    STEPS.map((s) => [
      s,
      percentile(
        [...latencies[s]].sort((a, b) => a - b),
        99,
      ),
    ]),
  ) as Record<Step, number>;
  return { confirmed, seconds, p99, failures };
}

/**
 * CPU time used so far by each side of the vote: the site, PostgreSQL's backends serving the
 * bench's database, and this process (voters and SMS gateway). On a shared machine the votes/s
 * move with the neighbours' load; CPU ms per vote does much less, and tells what two cores allow.
 */
async function cpuSoFar(pool: pg.Pool, sitePid: number) {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const backends = new Map(rows.map((r) => [r.pid, cpuMsOf(r.pid)]));
  const own = process.cpuUsage();
  return { site: cpuMsOf(sitePid), backends, client: (own.user + own.system) / 1000 };
}

function cpuPerVote(
  before: Awaited<ReturnType<typeof cpuSoFar>>,
  after: Awaited<ReturnType<typeof cpuSoFar>>,
  votes: number,
) {
  let database = 0;
  for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  const per = (ms: number) => ms / Math.max(1, votes);
  const site = per(after.site - before.site);
  const postgres = per(database);
  const client = per(after.client - before.client);
  return { site, postgres, client, total: site + postgres + client };
}

/** Commits PostgreSQL counted in the database so far (pg_stat_database). */
async function commits(pool: pg.Pool) {
  const { rows } = await pool.query<{ n: string }>(
    'select xact_commit::text as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]?.n ?? 0);
}

export async function benchVotes(options: VotesBenchOptions = {}): Promise<BenchPart> {
  const concurrency = options.concurrency ?? 64;
  const database = await createPostgresDatabase('bench_votes');
  const sms = await startSmsGateway();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let server: Running | undefined;
  try {
    server = await startSite(
      { url: database.url },
      {
        WEB_DIST_DIR: path.join(tmpdir(), 'no-web-build'),
        LOG_LEVEL: 'warn',
        // Every voter is a client address of its own, named by the proxy we pretend to be.
        TRUST_PROXY: '127.0.0.1',
        SMS_URL: sms.url,
        JWT_SECRET: randomBytes(24).toString('hex'),
        CAPTCHA_SECRET: randomBytes(24).toString('hex'),
        CAPTCHA_MAX_NUMBER: String(CAPTCHA_MAX_NUMBER),
        ...(options.poolSize ? { DATABASE_POOL_SIZE: String(options.poolSize) } : {}),
      },
    );
    const api = createApi(server.url, BENCH_API_KEY);
    const voters = await createVoters(pool, randomBytes(3).toString('hex'), options.voters ?? 4000);
    const vote = await findOpenVote(pool);
    const ready = await prepare(api, voters);
    const commitsBefore = await commits(pool);
    const cpuBefore = await cpuSoFar(pool, server.pid);
    const run = await castAll({ api, sms, vote, concurrency }, ready);
    const cpu = cpuPerVote(cpuBefore, await cpuSoFar(pool, server.pid), run.confirmed);
    const commitsPerVote = ((await commits(pool)) - commitsBefore) / Math.max(1, run.confirmed);
    const totals = await checkTotals(api, pool, vote);
    const perSecond = run.confirmed / run.seconds;
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    return {
      title: 'Fan Push votes (P2, PostgreSQL)',
      rows: [
        {
          target: 'P2 confirmed votes/s (PostgreSQL)',
          measured:
            `${Math.round(perSecond).toLocaleString('en')} votes/s; p99 challenge ` +
            `${ms(run.p99.challenge)}, submit ${ms(run.p99.submit)}, confirm ${ms(run.p99.confirm)}`,
          goal: `≥ ${GOAL.toLocaleString('en')} votes/s`,
          met: perSecond >= GOAL && run.failures.length === 0 && totals.equal,
        },
        {
          target: 'P2 published totals = confirmed ballots',
          measured: totals.summary,
          goal: 'equal',
          met: totals.equal,
        },
      ],
      notes: [
        `${run.confirmed} of ${ready.length} voters confirmed in ${run.seconds.toFixed(1)} s, ` +
          `${concurrency} at once; ${run.failures.length} failed` +
          (run.failures[0] ? ` (first: ${run.failures[0]})` : ''),
        `log-ins and captcha solutions made before the clock (CAPTCHA_MAX_NUMBER=${CAPTCHA_MAX_NUMBER}); ` +
          'the timed part still asks for a challenge per vote',
        `${commitsPerVote.toFixed(1)} PostgreSQL commits per confirmed vote (pg_stat_database)`,
        `CPU per confirmed vote: site ${cpu.site.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms, ` +
          `voters and SMS gateway ${cpu.client.toFixed(2)} ms; ${cpu.total.toFixed(2)} ms in all, so two ` +
          `cores allow at most about ${Math.round(2000 / cpu.total).toLocaleString('en')} votes/s`,
      ],
    };
  } finally {
    await pool.end();
    await server?.stop();
    await sms.close();
    await database.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      voters: { type: 'string' },
      concurrency: { type: 'string' },
      pool: { type: 'string' },
    },
  });
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const part = await benchVotes({
    voters: number(values.voters),
    concurrency: number(values.concurrency),
    poolSize: number(values.pool),
  });
  console.log(part.title);
  for (const row of part.rows) {
    console.log(`  ${row.met ? 'met ' : 'MISS'} ${row.target}: ${row.measured} (goal ${row.goal})`);
  }
  for (const note of part.notes ?? []) console.log(`  - ${note}`);
  process.exit(0);
}
