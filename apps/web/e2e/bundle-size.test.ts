import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { HOME_BUDGET_KB, homeBundle } from './home-bundle.ts';

const dist = process.env.WEB_DIST_DIR
  ? `${process.env.WEB_DIST_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../dist/', import.meta.url));

test(`the home route ships under ${HOME_BUDGET_KB} KB of gzipped JavaScript`, () => {
  const home = homeBundle(dist);
  expect(home.entries).toBe(1);
  expect(home.missing, 'the home route modules are lazy chunks').toEqual([]);
  console.log(
    `home route JavaScript: ${(home.gzipBytes / 1024).toFixed(1)} KB gzipped in ${home.chunks.length} chunks`,
  );
  expect(home.gzipBytes).toBeLessThanOrEqual(HOME_BUDGET_KB * 1024);
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

/*
 * Answers are checked against their schemas in development and tests only (docs/decisions/0026),
 * so zod, the validation library, reaches the browser with the first page that parses a form,
 * never with the home. Every zod build names its base type with this string.
 */
const ZOD_MARKER = '$ZodType';

test('the home route loads no zod', () => {
  const carrying = homeBundle(dist)
    .chunks.map(({ file }) => file)
    .filter((file) => readFileSync(`${dist}${file}`, 'utf8').includes(ZOD_MARKER));
  expect(carrying).toEqual([]);
});

test("the marker does find zod where it is (the forms' chunks)", () => {
  expect(scriptsIn(dist).some(({ text }) => text.includes(ZOD_MARKER))).toBe(true);
});
