import './lib/zod-config.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/provider.tsx';
import { createHydratedRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { FETCHED_AT_HEADER, noteCachedPage } from './lib/cached-answers.ts';
import { readServerRenderedState } from './server-rendering.ts';
import { loadLanguage } from './lib/i18n.ts';
import { loadProfile } from './lib/load-profile.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { categoryOfPath } from '@stockcar/shared/i18n';
import { isClubPath } from '@stockcar/shared/site-pages';
import { applyCategoryLanguage, englishUrlFor } from './lib/language.ts';
import { isSignedIn } from './lib/session.ts';
import './app/tokens.css';
import './app/global.css';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const categoria = categoryOfPath(location.pathname);
  const serverState = readServerRenderedState();
  // The navigation guard's language rule, which ran on the server without this visitor's choice.
  const english = serverState && englishUrlFor(categoria, new URL(location.href));
  if (english) return location.replace(english);
  // The page's language (English on formula-4 at ?idioma=en) has its texts before the first render.
  const language = applyCategoryLanguage(categoria, location.search);
  await Promise.all([loadRuntimeConfig(), loadLanguage(language)]);
  // The member's profile refreshes in the background; the menu follows through useSession.
  void loadProfile();
  // The club's doors are rendered for a visitor; a member is sent on by the guard, which runs
  // when the browser renders the page itself.
  if (!serverState || (isClubPath(location.pathname) && isSignedIn())) {
    root.replaceChildren();
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // Given by the service worker from its cache (offline): the blocks say how old they are.
  const cachedAt = document
    .querySelector(`meta[name="${FETCHED_AT_HEADER}"]`)
    ?.getAttribute('content');
  if (cachedAt) noteCachedPage(serverState.answered, cachedAt);
  const queryClient = createQueryClient();
  // The server's answers count as fetched now: a rendered page is dropped from the server's
  // cache whenever its content changes, so what it carries is current however long it was kept.
  const now = Date.now();
  for (const [queryKey, data] of serverState.queries) {
    queryClient.setQueryData(queryKey, data, { updatedAt: now });
  }
  const router = await createHydratedRouter(queryClient, serverState.router);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is hydrated: a tap or a scroll is answered meanwhile
  // (and Lighthouse's blocking time counts no long task). React Router's own entry does the same.
  // https://react.dev/reference/react-dom/client/hydrateRoot
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App hydrated={{ queryClient, router }} />
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  // Without settings the site cannot call its API: say so instead of a blank page.
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Não foi possível carregar o site. Tente novamente em instantes.';
});
