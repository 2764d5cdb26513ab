import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { waitUntil } from './processes.ts';

/**
 * The real API server as a child process (`node --import tsx apps/api/src/server.ts`), the
 * way production starts it, so a SIGKILL is a real crash: no close hooks, no flushing.
 */

export interface ServerOptions {
  repoRoot: string;
  logFile: string;
  port: number;
  /** The server's environment; nothing is inherited but PATH and HOME. */
  env: Record<string, string>;
}

const BOOT_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  baseUrl: string;
  /** The running child's pid, or undefined between a kill and the next start. */
  pid(): number | undefined;
  /** Starts it and waits for /health; fails when it exits or takes too long. */
  start(): Promise<void>;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  /** SIGKILL without waiting: for clean-up paths. */
  killSync(): void;
  /** Exits nobody asked for (a crash of the server itself). */
  unexpectedExits(): number;
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

export function serverProcess(options: ServerOptions): ServerProcess {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let killing = false;
  let unexpected = 0;

  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    ...options.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
  };

  return {
    baseUrl,
    pid: () => child?.pid,
    async start() {
      const log = openSync(options.logFile, 'a');
      const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: options.repoRoot,
        env,
        stdio: ['ignore', log, log],
      });
      closeSync(log);
      child = started;
      killing = false;
      let gone = false;
      exited = new Promise((resolve) =>
        started.once('exit', () => {
          gone = true;
          if (!killing) unexpected += 1;
          if (child === started) child = undefined;
          resolve();
        }),
      );
      const up = await waitUntil(async () => gone || (await healthy(baseUrl)), {
        timeoutMs: BOOT_TIMEOUT_MS,
        everyMs: 100,
      });
      if (gone) throw new Error(`the server exited while starting (see ${options.logFile})`);
      if (!up) throw new Error(`the server did not answer /health in ${BOOT_TIMEOUT_MS} ms`);
    },
    async kill() {
      killing = true;
      child?.kill('SIGKILL');
      await exited;
    },
    killSync() {
      killing = true;
      child?.kill('SIGKILL');
    },
    unexpectedExits: () => unexpected,
  };
}
