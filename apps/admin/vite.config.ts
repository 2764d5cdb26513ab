import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The API (apps/api) serves the console under /admin and answers /api; API_PROXY_TARGET points
// the dev server at an API on another port.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/*
 * The staff console: its own build, served by the API under /admin (plugins/admin-web.ts), so
 * the public site's bundle never carries react-admin.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  // ra-input-rich-text brings its own copy of ra-ui-materialui (npm nests react-admin's): one
  // copy of the same version, so its components share react-admin's contexts and the bundle.
  resolve: { dedupe: ['ra-ui-materialui'] },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/runtime-config.json': API_TARGET,
    },
  },
  build: {
    // ADMIN_DIST_DIR (also read by the API) lets parallel checkouts build without sharing dist/.
    outDir: process.env.ADMIN_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // react-admin and MUI make a large vendor chunk; it is the console's, never the public site's.
    chunkSizeWarningLimit: 2048,
  },
});
