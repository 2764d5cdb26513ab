import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/provider.tsx';
import { loadLanguage } from './lib/i18n.ts';
import { loadProfile } from './lib/load-profile.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { categoryOfPath } from '@stockcar/shared/i18n';
import { applyCategoryLanguage } from './lib/language.ts';
import './app/tokens.css';
import './app/global.css';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The page's language (English on formula-4 at ?idioma=en) has its texts before the first render.
  const language = applyCategoryLanguage(categoryOfPath(location.pathname), location.search);
  await Promise.all([loadRuntimeConfig(), loadLanguage(language)]);
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
