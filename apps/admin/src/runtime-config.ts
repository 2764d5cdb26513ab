import { RuntimeConfigSchema, type RuntimeConfig } from '@stockcar/shared/schemas/runtime-config';

/** Element the server writes into the console's index.html (plugins/admin-web.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
/** Served by the API too, for the Vite dev server whose index.html has no injected element. */
const RUNTIME_CONFIG_URL = '/runtime-config.json';

let current: RuntimeConfig | undefined;

/** Reads the settings (API key, API address) once at start-up: the key never sits in the bundle. */
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
  current = RuntimeConfigSchema.parse(raw);
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before loadRuntimeConfig() finished');
  return current;
}
