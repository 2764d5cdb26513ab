import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaAssets } from './build/pwa-assets.ts';

// The API (apps/api) serves /api, /health, the runtime settings and the season files;
// API_PROXY_TARGET points the dev server at an API on another port.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/*
 * The first visit loads the entry plus the category layout and home route chunks (budget in
 * e2e/bundle-size.test.ts). Left alone, the bundler gives every module that those routes share
 * with a lazy page (Notice, icons, the next-stage banner...) a chunk of its own: a dozen tiny
 * requests and about 5 KB of gzip and import overhead. The shell's code (with the helpers the
 * category routes share) goes into one chunk instead. What only lazy pages use stays out of it
 * and keeps loading on demand.
 */
const SHELL =
  /[\\/]src[\\/](components|lib|config|app[\\/]layout|app[\\/]routes[\\/]category[\\/]route-helpers|features[\\/](categoria[\\/]api|footer|ao-vivo|banner|etapa[\\/](api[\\/]get-proxima-etapa|components[\\/]next-stage-banner)))[\\/.]/;
const LAZY_ONLY =
  /[\\/](html|tabs|page|page-header|racing-i18n|editorial-i18n|commercial-i18n|institutional-i18n|club-i18n|titles-i18n|frame-i18n|session-exchange|tag-list|live-panel|youtube|static-json|seasons|query-state|route-notice|modal|overlay|live-modal|home-popup|format-date|banner-carousel|banner-slides|use-rotation|use-swipe|responsive-image|failure-alert|language-select|switch-language|global-spinner|page-icons|social-icons|footer|sponsor-logos|not-found-content)\.(tsx?|css)$/;
// The form fields serve only lazy pages (commercial, careers, the club); so does lib/club. The
// carousel too: the home's banners load it on demand (features/banner/components/banner-carousel.tsx).
// banner-carousel itself goes with the home's chunk: it asks for the slides as it runs, which in
// the shell made every page (an article, the club's login) download and run the home's carousel.
// The calendar links and times (issue 15) serve the racing pages only.
const LAZY_DIRS =
  /[\\/]src[\\/](components[\\/](form|carousel|calendar)|lib[\\/](club|calendar))[\\/]/;
const isShell = (id: string) => SHELL.test(id) && !LAZY_ONLY.test(id) && !LAZY_DIRS.test(id);
/*
 * The racing pages' texts, with the calendar links and times only racing pages show (issue
 * 15), in one chunk: a chunk of their own would add an entry to every racing route's preload
 * list, and those lists ride in the entry chunk, inside the home's budget.
 */
const RACING_SHARED =
  /[\\/]src[\\/](lib[\\/]racing-i18n\.ts|lib[\\/]calendar[\\/]|components[\\/]calendar[\\/])/;

/*
 * zod and the shared schemas stay out of the shell (docs/decisions/0026). The shell's modules
 * still import schemas for the checks of development builds, and a group takes in what its
 * modules import: a schema a lazy page keeps (a form's) would bring zod into the shell with it.
 * The groups below claim them first: zod in a chunk of its own, the schemas in chunks per set of
 * pages that use them (as the bundler would split them), without their own imports (the shared
 * texts and constants stay where the shell puts them).
 */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const SCHEMAS = /[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/]/;

/*
 * React Router's export map names its development build only (remix-run/react-router#14102), so
 * production bundles carried its development warnings. Its own production build, from the same
 * release, sits beside it: the builds take that one (0.6 KB gzip less on the first load, no
 * warning checks at run time); the dev server and tests keep the warnings. The server entry
 * bundles its dependencies, so it takes the same copy.
 */
function reactRouterProductionBuild(): Plugin {
  const production = (specifier: string) =>
    fileURLToPath(import.meta.resolve(specifier)).replace(
      /([\\/]dist[\\/])development([\\/])/,
      '$1production$2',
    );
  const productionFiles = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
  return {
    name: 'react-router-production-build',
    apply: 'build',
    // Its components are made by calls (forwardRef, createContext) and then given a displayName:
    // to the bundler both look like side effects, so every one stayed in the bundle, used or
    // not (the data-mode site uses no <Form>, no HistoryRouter). A name only serves React's
    // developer tools, which a production build leaves out; the calls are pure.
    transform(code, id) {
      if (!productionFiles.test(id)) return undefined;
      return code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/\b(React\d*\.(?:forwardRef|createContext)\()/g, '/* @__PURE__ */ $1');
    },
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('react-router') },
          { find: /^react-router\/dom$/, replacement: production('react-router/dom') },
        ],
      },
    }),
  };
}

/** The largest file the service worker downloads at install (see VitePWA below). */
const PRECACHE_MAX_BYTES = 350_000;

// WEB_DIST_DIR (also read by the API) lets parallel checkouts build without sharing dist/.
const OUT_DIR = process.env.WEB_DIST_DIR ?? 'dist';
const root = fileURLToPath(new URL('.', import.meta.url));

/*
 * `vite build --ssr src/entry-server.tsx`: the public pages' server rendering (src/entry-server.tsx,
 * docs/decisions/0031), next to the web build (`<outDir>-ssr/`, out of the files it serves),
 * imported by the API.
 */
const serverRendering = defineConfig({
  root,
  plugins: [react(), reactRouterProductionBuild()],
  // Bundled whole, React's production build included: the API does not run with
  // NODE_ENV=production in the demo, and the entry then depends on no hoisted package.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The web build serves the public files; the server entry needs none of them.
  publicDir: false,
  build: {
    outDir: `${OUT_DIR.replace(/[\\/]+$/, '')}-ssr`,
    emptyOutDir: true,
  },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRendering
    : {
        // Same result whether run from apps/web (npm -w) or from the repository root.
        root,
        plugins: [
          react(),
          reactRouterProductionBuild(),
          pwaAssets(),
          // Trackside mode (docs/decisions/0029): the service worker is sw/sw.ts. The manifests are
          // pwaAssets' (one per category); index.html links the site's.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            manifest: false,
            // A deferred <script src="/registerSW.js"> that registers after the load event: no byte
            // in the bundle, nothing before the first paint (e2e/bundle-size.test.ts).
            injectRegister: 'script-defer',
            injectManifest: {
              globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'favicon.svg'],
              // The password-strength dictionaries (member sign-up only, 0.4 to 1.2 MB) are the only
              // files above PRECACHE_MAX_BYTES: the trackside pages never load them.
              maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
              manifestTransforms: [
                (entries) => ({
                  manifest: entries.filter((entry) => entry.size <= PRECACHE_MAX_BYTES),
                }),
              ],
            },
          }),
        ],
        server: {
          proxy: {
            '/api': API_TARGET,
            '/health': API_TARGET,
            '/runtime-config.json': API_TARGET,
            '^/temporada.*\\.json$': API_TARGET,
          },
        },
        build: {
          outDir: OUT_DIR,
          emptyOutDir: true,
          // dist/.vite/manifest.json: read by the bundle budget test (e2e/bundle-size.test.ts).
          manifest: true,
          // One stylesheet, linked by index.html: a page rendered on the server (decision 0031)
          // has its styles before any script runs, whichever lazy route it is (with a file per
          // route chunk, its styles came with its script, after the first paint: an unstyled
          // flash and a layout shift). All the site's styles are 14 KB gzip, cached for a year.
          cssCodeSplit: false,
          // Every browser of Vite's default target supports <link rel="modulepreload">; the polyfill
          // would only add bytes to the first download.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'zod', test: ZOD, priority: 3 },
                  {
                    name: 'contracts',
                    test: SCHEMAS,
                    priority: 2,
                    includeDependenciesRecursively: false,
                    entriesAware: true,
                  },
                  { name: 'shell', test: isShell },
                  { name: 'racing-i18n', test: RACING_SHARED },
                ],
              },
            },
          },
        },
      },
);
