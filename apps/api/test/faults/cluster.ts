import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, run, runSync, type Command } from './processes.ts';

/**
 * A PostgreSQL cluster of the fault test's own: initdb into a temporary folder with the
 * machine's binaries, its own port, loopback only, trust auth. Restarting it touches nothing
 * else; the machine's main cluster (5432) is never addressed.
 */

const DATABASE = 'faults';

/** The machine's PostgreSQL binaries: `pg_config --bindir`, else the newest Debian install. */
function binDir(): string {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    // No pg_config on PATH: look where Debian installs the server.
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((d) => existsSync(d));
  if (!found) throw new Error('PostgreSQL binaries not found (pg_config --bindir)');
  return found;
}

/** initdb refuses to run as root: then the cluster belongs to `postgres` and runs as it. */
const asRoot = process.getuid?.() === 0;

export interface Cluster {
  url: string;
  port: number;
  /** Stops PostgreSQL at once, as a crash would (no checkpoint, recovery on start). */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running); safe to call from a signal handler. */
  stopSync(): void;
}

export async function createCluster(folder: string): Promise<Cluster> {
  const bin = binDir();
  const dataDir = path.join(folder, 'pgdata');
  const socketDir = path.join(folder, 'pgsocket');
  mkdirSync(socketDir);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const port = await freePort();
  const command = (tool: string, args: string[]): Command =>
    asRoot
      ? { file: 'runuser', args: ['-u', 'postgres', '--', path.join(bin, tool), ...args] }
      : { file: path.join(bin, tool), args };
  // The socket lives in our folder too, so nothing is written to /var/run/postgresql.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${socketDir} -c max_connections=60`;
  const pgCtl = (...args: string[]) =>
    command('pg_ctl', ['-D', dataDir, '-l', path.join(folder, 'postgresql.log'), ...args]);

  await run(
    command('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]),
    60_000,
  );
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    port,
    crash: () => run(pgCtl('stop', '-m', 'immediate', '-w', '-t', '20'), 30_000),
    start: () => run(pgCtl('start', '-w', '-t', '30', '-o', options), 40_000),
    stopSync: () => {
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        runSync(pgCtl('stop', '-m', 'immediate', '-w', '-t', '10'), 15_000);
      }
    },
  };
  await cluster.start();
  const admin = new pg.Client({ connectionString: cluster.url.replace(/\/\w+$/, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  return cluster;
}
