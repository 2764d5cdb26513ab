import type { z } from 'zod';
import { contractError, type DevSchema } from './contract-check.ts';

/*
 * Web Storage can throw (quota, storage disabled by the browser); the site must keep working
 * without it, so every access goes through these helpers and degrades to "nothing stored".
 */

export function readRaw(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeRaw(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives only for this render.
  }
}

export function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to remove when storage is blocked.
  }
}

/**
 * A stored JSON value checked against its schema; a stale or corrupt value counts as absent.
 * Copies of the server's answers are checked like the answers, in development and tests only
 * (`import.meta.env.DEV && Schema`, lib/contract-check.ts).
 */
export function readJson<S extends z.ZodType>(
  storage: Storage,
  key: string,
  schema: DevSchema<S>,
): z.output<S> | undefined {
  const raw = readRaw(storage, key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return contractError(schema, value) ? undefined : (value as z.output<S>);
  } catch {
    return undefined;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  writeRaw(storage, key, JSON.stringify(value));
}
