/*
 * `npm run bench`: issue 13's targets (and the home's JavaScript) measured on this machine,
 * each against a reference measured in the same run, printed as Markdown for
 * docs/performance.md. Needs the build (`npm run build`), PostgreSQL and Redis; the lighthouse
 * part needs Chromium (CHROME_PATH, /usr/bin/chromium by default). `npm run bench -- <part>...`
 * runs some parts only.
 */
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { HOME_BUDGET_KB, homeBundle } from '../apps/web/e2e/home-bundle.ts';
import { benchLighthouse } from './lighthouse.ts';
import { printPart } from './print.ts';
import { benchReads } from './reads.ts';
import { benchSse } from './sse.ts';
import { benchVotes } from './votes.ts';
import type { BenchPart } from './report.ts';

function homeJavaScript(): BenchPart {
  const home = homeBundle(fileURLToPath(new URL('../apps/web/dist/', import.meta.url)));
  const measured = `${(home.gzipBytes / 1024).toFixed(1)} KB (${home.gzipBytes} bytes) in ${home.chunks.length} chunks`;
  return {
    title: "The home's initial JavaScript",
    rows: [
      {
        // Issue 14's target, which the bundle test enforces (e2e/home-bundle.ts).
        target: 'P3 home route JavaScript, gzip',
        measured,
        goal: `≤ ${HOME_BUDGET_KB} KB`,
        met: home.gzipBytes <= HOME_BUDGET_KB * 1024,
      },
    ],
  };
}

const parts: [string, () => BenchPart | Promise<BenchPart>][] = [
  ['home', homeJavaScript],
  ['reads', benchReads],
  ['votes', () => benchVotes()],
  ['sse', benchSse],
  ['lighthouse', benchLighthouse],
];

const only = process.argv.slice(2);
console.log(
  `## ${new Date().toISOString().slice(0, 10)} · ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
);
let missed = 0;
for (const [name, part] of parts) {
  if (only.length && !only.includes(name)) continue;
  const result = await part();
  printPart(result);
  missed += result.rows.filter((row) => !row.met).length;
}
console.log(missed ? `${missed} target(s) not met` : 'every target met');
