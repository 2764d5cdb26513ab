/*
 * P5 (issue 13): one instance holds 10,000 open live-leaderboard streams and pushes each change
 * to all of them within 2 s. The real server runs as a child process on its own PostgreSQL
 * database with Redis; client processes hold the streams on raw sockets; the bench changes the
 * shown window (its video URL) and announces it as the console does (`conteudo` through Redis),
 * then times the arrival on every socket. Run alone: `node --import tsx bench/sse.ts`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { EVENTS_CHANNEL } from '../apps/api/src/services/events.ts';
import {
  BENCH_API_KEY,
  createPostgresDatabase,
  rssOf,
  startSite,
  type Running,
} from './processes.ts';
import type { BenchPart } from './report.ts';
import type { FromClients, ToClients } from './sse-clients.ts';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = Number(process.env.BENCH_SSE_CONNECTIONS ?? 10_000);
const CLIENT_PROCESSES = 2;
const CHANGES = 5;
const GOAL_MS = 2000;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Client {
  child: ChildProcess;
  next(kind: FromClients['kind']): Promise<FromClients>;
  send(message: ToClients): void;
}

function startClient(): Client {
  const child = fork(fileURLToPath(new URL('./sse-clients.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: FromClients[] = [];
  const waiting: (() => void)[] = [];
  child.on('message', (message: FromClients) => {
    inbox.push(message);
    for (const wake of waiting.splice(0)) wake();
  });
  return {
    child,
    send: (message) => child.send(message),
    async next(kind) {
      for (;;) {
        const index = inbox.findIndex((m) => m.kind === kind);
        if (index >= 0) return inbox.splice(index, 1)[0] as FromClients;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
  };
}

export async function benchSse(): Promise<BenchPart> {
  const database = await createPostgresDatabase('bench_sse');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const redis = new Redis(REDIS_URL);
  const clients: Client[] = [];
  let server: Running | undefined;
  try {
    server = await startSite({ url: database.url }, { REDIS_URL });
    const pid = server.pid;
    const shown = (await (
      await fetch(`${server.url}/api/v1/fanpush/votacao`, {
        headers: { 'x-api-key': BENCH_API_KEY },
      })
    ).json()) as { idEtapaFanpush: number | null };
    const { rows } = await pool.query<{ id: number }>(
      'select id from fanpush where etapa_id = $1',
      [shown.idEtapaFanpush],
    );
    const fanpushId = rows[0]?.id;
    if (fanpushId === undefined) throw new Error('the seeded demo shows no Fan Push window');
    const rssBefore = rssOf(pid);

    // Every viewer watches the window the leaderboard shows now, as the page does.
    const streamPath = `/api/v1/fanpush/votacao/stream?idioma=pt-br&apiKey=${BENCH_API_KEY}`;
    const port = Number(new URL(server.url).port);
    const opening = Date.now();
    for (let i = 0; i < CLIENT_PROCESSES; i += 1) clients.push(startClient());
    clients.forEach((client, i) => {
      const share =
        Math.floor(CONNECTIONS / CLIENT_PROCESSES) + (i === 0 ? CONNECTIONS % CLIENT_PROCESSES : 0);
      client.send({ kind: 'open', port, path: streamPath, count: share });
    });
    const opened = (await Promise.all(clients.map((c) => c.next('opened')))) as Extract<
      FromClients,
      { kind: 'opened' }
    >[];
    const openCount = opened.reduce((sum, o) => sum + o.open, 0);
    const openSeconds = (Date.now() - opening) / 1000;
    // Let the allocations of the connection storm settle before reading the memory.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rssAfter = rssOf(pid);

    const delays: number[] = [];
    const roundMax: number[] = [];
    let missing = 0;
    for (let change = 1; change <= CHANGES; change += 1) {
      // Past the previous computation's tick, so each change is a fresh one.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const marker = `bench-${randomBytes(4).toString('hex')}-${change}`;
      for (const client of clients) client.send({ kind: 'watch', marker });
      await Promise.all(clients.map((c) => c.next('watching')));
      await pool.query('update fanpush set url_video = $1 where id = $2', [
        `https://video.example/${marker}`,
        fanpushId,
      ]);
      const changedAt = Date.now();
      // As the console announces its writes to every instance (services/events.ts).
      await redis.publish(
        EVENTS_CHANNEL,
        JSON.stringify({
          from: 'bench-sse',
          topic: 'conteudo',
          payload: { entidade: 'fanpush', id: fanpushId },
        }),
      );
      const seen = (await Promise.all(clients.map((c) => c.next('seen')))) as Extract<
        FromClients,
        { kind: 'seen' }
      >[];
      const round = seen.flatMap((s) => s.at.map((at) => at - changedAt));
      missing += seen.reduce((sum, s) => sum + s.missing, 0);
      delays.push(...round);
      roundMax.push(Math.max(...round));
    }
    const rssEnd = rssOf(pid);

    const sorted = [...delays].sort((a, b) => a - b);
    const max = sorted.at(-1) ?? NaN;
    const perConnection = (rssAfter - rssBefore) / Math.max(1, openCount);
    return {
      title: 'Live leaderboard over Server-Sent Events (one instance, PostgreSQL, Redis)',
      rows: [
        {
          target: 'P5 open live-leaderboard connections held by one instance',
          measured: `${openCount.toLocaleString('en')} of ${CONNECTIONS.toLocaleString('en')} (opened in ${openSeconds.toFixed(1)} s)`,
          goal: '≥ 10,000',
          met: openCount >= 10_000,
        },
        {
          target: 'P5 a change pushed to every connection',
          measured: `p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${max} ms over ${CHANGES} changes; ${missing} missed`,
          goal: `all within ${GOAL_MS / 1000} s`,
          met: missing === 0 && max <= GOAL_MS && openCount >= 10_000,
        },
      ],
      notes: [
        `Server RSS ${mb(rssBefore)} before the streams, ${mb(rssAfter)} with ${openCount.toLocaleString('en')} open, ${mb(rssEnd)} after ${CHANGES} changes: about ${(perConnection / 1024).toFixed(1)} KB per connection.`,
        `Slowest connection per change: ${roundMax.map((ms) => `${ms} ms`).join(', ')}.`,
        `${CLIENT_PROCESSES} client processes on the same machine hold the streams; their own reading time is part of the delay.`,
      ],
    };
  } finally {
    for (const client of clients) {
      client.send({ kind: 'stop' });
      client.child.kill('SIGKILL');
    }
    await server?.stop();
    await pool.end();
    redis.disconnect();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runAlone } = await import('./print.ts');
  await runAlone(benchSse);
}
