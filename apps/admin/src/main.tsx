import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './runtime-config.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The settings first (API key, API address); the console's code loads while they parse.
const [, { App }] = await Promise.all([loadRuntimeConfig(), import('./app.tsx')]);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
