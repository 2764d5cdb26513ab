import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Small process and port helpers of the fault test. */

/** A free TCP port on loopback (the kernel picks it; the probe closes before we use it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface Command {
  file: string;
  args: string[];
}

/**
 * Runs a command to its exit without blocking the event loop (the traffic keeps flowing while
 * PostgreSQL restarts). Resolves on 'exit', not 'close': a postmaster started by pg_ctl may
 * keep inherited descriptors open long after pg_ctl returned.
 */
export function run(command: Command, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.file, command.args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const name = [command.file, ...command.args.slice(0, 4)].join(' ');
      reject(new Error(`${name} failed (${signal ?? code}): ${stderr.trim().slice(-500)}`));
    });
  });
}

/** The same, blocking: for clean-up paths that may run inside a signal or 'exit' handler. */
export function runSync(command: Command, timeoutMs: number): boolean {
  const result = spawnSync(command.file, command.args, { stdio: 'ignore', timeout: timeoutMs });
  return result.status === 0;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it is true; false when `timeoutMs` passed first. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  options: { timeoutMs: number; everyMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(options.everyMs ?? 100);
  }
  return false;
}
