import {
  DEFAULT_RETENTION_PERIODS,
  type RuntimeConfig,
} from '@stockcar/shared/schemas/runtime-config';
import { loadRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from '../runtime-config.ts';

export const TEST_CONFIG: RuntimeConfig = {
  apiKey: 'test-api-key',
  apiBaseUrl: '/api/v1',
  publicUrl: 'http://localhost',
  links: {
    fanpush: 'https://fanpush.example',
    loja: 'https://loja.example',
    ingressos: 'https://ingressos.example',
    ingressosBeloHorizonte: 'https://ingressos.example/bh',
    maisClassificacoes: 'https://classificacoes.example',
    contatoEmail: 'contato@example.com',
    instagram: 'https://instagram.example',
    facebook: 'https://facebook.example',
    youtube: 'https://youtube.example',
    tiktok: 'https://tiktok.example',
  },
  retention: { ...DEFAULT_RETENTION_PERIODS },
};

/** Writes the element the server injects into the console page and loads it. */
export async function installRuntimeConfig(config: RuntimeConfig = TEST_CONFIG): Promise<void> {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(config);
  document.head.append(element);
  await loadRuntimeConfig();
}

/** `/api/v1/admin` + path, as the console's requests address it. */
export const adminPath = (path: string) => `${TEST_CONFIG.apiBaseUrl}/admin${path}`;
