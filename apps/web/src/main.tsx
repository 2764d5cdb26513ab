import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/provider.tsx';
import { DEFAULT_LANGUAGE } from '@stockcar/shared/i18n';
import { loadLanguage } from './lib/i18n.ts';
import { loadProfile } from './lib/load-profile.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { getStoredLanguage } from './lib/session.ts';
import './app/tokens.css';
import './app/global.css';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A visitor who chose English (formula-4) gets its texts before the first render.
  await Promise.all([loadRuntimeConfig(), loadLanguage(getStoredLanguage() ?? DEFAULT_LANGUAGE)]);
  // The member's profile refreshes in the background; the menu follows through useSession.
  void loadProfile();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  // Without settings the site cannot call its API: say so instead of a blank page.
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Não foi possível carregar o site. Tente novamente em instantes.';
});
