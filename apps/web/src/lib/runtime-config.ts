import { RuntimeConfigSchema, type RuntimeConfig } from '@stockcar/shared/schemas/runtime-config';
import { contractError } from './contract-check.ts';

/** Element the server writes into index.html in place of the `<!--runtime-config-->` comment. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
/** Served by the API too, for the Vite dev server whose index.html has no injected element. */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

let current: RuntimeConfig | undefined;

/**
 * Reads the settings once at start-up, so one build runs on any host and the API key never
 * sits in the bundle.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  let raw: unknown;
  if (element?.textContent) {
    raw = JSON.parse(element.textContent);
  } else {
    const response = await fetch(RUNTIME_CONFIG_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Runtime config unavailable (${response.status})`);
    raw = await response.json();
  }
  // Written by our server, so checked in development and tests only (contract-check.ts).
  const outsideContract = contractError(import.meta.env.DEV && RuntimeConfigSchema, raw);
  if (outsideContract) throw outsideContract;
  current = raw as RuntimeConfig;
  return current;
}

/** The server rendering pages (entry-server.tsx) hands over the settings it would inject. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before loadRuntimeConfig() finished');
  return current;
}
