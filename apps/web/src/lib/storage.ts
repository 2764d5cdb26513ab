import type { z } from 'zod';
import { contractError, type DevSchema } from './contract-check.ts';

/*
 * Web Storage can throw (quota, storage disabled by the browser) and does not exist where pages
 * are rendered on the server; the site must keep working without it, so every access goes
 * through these helpers and degrades to "nothing stored".
 */

/** Which Web Storage: the browser's localStorage or this tab's sessionStorage. */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

export function readRaw(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(area: StorageArea, key: string, value: string): void {
  try {
    storageOf(area)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives only for this render.
  }
}

export function remove(area: StorageArea, key: string): void {
  try {
    storageOf(area)?.removeItem(key);
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
  area: StorageArea,
  key: string,
  schema: DevSchema<S>,
): z.output<S> | undefined {
  const raw = readRaw(area, key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return contractError(schema, value) ? undefined : (value as z.output<S>);
  } catch {
    return undefined;
  }
}

export function writeJson(area: StorageArea, key: string, value: unknown): void {
  writeRaw(area, key, JSON.stringify(value));
}
