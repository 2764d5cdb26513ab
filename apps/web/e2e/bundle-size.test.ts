import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

/*
 * Budget for the first visit: the entry chunk, everything it imports statically, and the lazy
 * chunks of the home route (category layout + home page) with their static imports.
 */
// Issue 2's budget. The shell's English texts and the live player load on demand to keep it.
const BUDGET_BYTES = 170 * 1024;
const dist = process.env.WEB_DIST_DIR
  ? `${process.env.WEB_DIST_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../dist/', import.meta.url));
const HOME_ROUTE_MODULES = [
  'src/app/routes/category/layout.tsx',
  'src/app/routes/category/home.tsx',
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

test('the home route ships under 170 KB of gzipped JavaScript', () => {
  const manifestPath = `${dist}.vite/manifest.json`;
  expect(existsSync(manifestPath), 'run the web build first (npm run build)').toBe(true);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  expect(entries).toHaveLength(1);

  const included = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || included.has(key)) return;
    included.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key] of entries) visit(key);
  for (const key of HOME_ROUTE_MODULES) {
    expect(manifest[key], `${key} is a lazy chunk`).toBeDefined();
    visit(key);
  }

  const sizes = [...included].map((key) => {
    const file = manifest[key]?.file ?? '';
    return { file, gzip: gzipSync(readFileSync(`${dist}${file}`)).length };
  });
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(
    `home route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${sizes.length} chunks`,
  );
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

/*
 * The staff console (apps/admin) is its own build under /admin: nothing of react-admin or MUI
 * may reach the public site's assets (issue 10: the home's JavaScript must not grow by a byte).
 * The markers are strings every react-admin build carries (its class names and message keys).
 */
const CONSOLE_MARKERS = ['react-admin', 'RaLayout', 'ra.action.', 'MuiButton'];
const adminDist = process.env.ADMIN_DIST_DIR
  ? `${process.env.ADMIN_DIST_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../admin/dist/', import.meta.url));

const scriptsIn = (folder: string) =>
  readdirSync(`${folder}assets`)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ name, text: readFileSync(`${folder}assets/${name}`, 'utf8') }));

test('no public asset carries the staff console (react-admin, MUI)', () => {
  const manifestPath = `${dist}.vite/manifest.json`;
  expect(existsSync(manifestPath), 'run the web build first (npm run build)').toBe(true);
  const sources = Object.keys(JSON.parse(readFileSync(manifestPath, 'utf8')) as object);
  expect(sources.filter((key) => /react-admin|ra-core|ra-ui|@mui|apps\/admin/.test(key))).toEqual(
    [],
  );
  const carrying = scriptsIn(dist).flatMap(({ name, text }) =>
    CONSOLE_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`),
  );
  expect(carrying).toEqual([]);
});

test('the markers do find react-admin where it is (the console build)', () => {
  // The suite builds first (npm test, test:e2e): a missing console build is a failure.
  expect(existsSync(`${adminDist}assets`), 'the console is built').toBe(true);
  const text = scriptsIn(adminDist)
    .map((file) => file.text)
    .join('\n');
  for (const marker of CONSOLE_MARKERS) expect(text, marker).toContain(marker);
});
