import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/test/faults/processes.ts';
import { createServerDatabase } from '../apps/api/test/helper.ts';

/** The bench's servers: real child processes on loopback, never inside the bench itself. */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Running {
  url: string;
  pid: number;
  /** Resident memory now, in bytes (Linux /proc). */
  rss(): number;
  stop(): Promise<void>;
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** CPU time a process has used so far (user + system), in ms (Linux /proc, 100 ticks a second). */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // gone: its time is lost to the count
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** Starts `args` with node and waits until `healthPath` answers 200. */
export async function startNode(
  args: string[],
  env: Record<string, string>,
  healthPath: string,
): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the servers under load.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(`${url}${healthPath}`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    rss: () => rssOf(pid),
    stop: async () => {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

export const startHelloWorld = () => startNode(['bench/hello-world.mjs'], {}, '/');

/** The production entry when built (`npm run build`), the sources otherwise. */
export function serverEntry(): string[] {
  const built = 'apps/api/dist/server.js';
  return existsSync(path.join(repoRoot, built))
    ? [built]
    : ['--import', 'tsx', 'apps/api/src/server.ts'];
}

export const BENCH_API_KEY = 'bench-api-key-0123456789';

/** The site as production runs it, on `database` (a PostgreSQL URL or an embedded data folder). */
export async function startSite(
  database: { url: string } | { dataDir: string },
  env: Record<string, string> = {},
): Promise<Running> {
  // On PostgreSQL the data folder holds only media: a temporary one, removed with the server.
  const media = 'url' in database ? mkdtempSync(path.join(tmpdir(), 'bench-site-')) : undefined;
  const site = await startNode(
    serverEntry(),
    {
      API_KEY: BENCH_API_KEY,
      ...('url' in database
        ? { DATABASE_URL: database.url, DATA_DIR: media ?? '' }
        : { DATA_DIR: database.dataDir }),
      ...env,
    },
    '/ready',
  );
  return {
    ...site,
    stop: async () => {
      await site.stop();
      if (media) rmSync(media, { recursive: true, force: true });
    },
  };
}

/** A new PostgreSQL database of its own on the machine's server; `drop` removes it. */
export const createPostgresDatabase = (prefix: string) =>
  createServerDatabase(POSTGRES_URL, prefix);
