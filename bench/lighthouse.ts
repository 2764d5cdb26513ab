/*
 * P4 of issue 14: Lighthouse 12, mobile with its default simulated throttling, three runs a page
 * on the built site (embedded database, demo content), the median reported; a bare static page
 * measured in the same way is the reference. Lighthouse 13 needs Node 22: stay on 12.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { paths } from '../apps/web/src/config/paths.ts';
import { BENCH_API_KEY, startHelloWorld, startSite, type Running } from './processes.ts';
import type { BenchPart, BenchRow } from './report.ts';

const RUNS = 3;
const SCORE_GOAL = 95;
const CLS_GOAL = 0.05;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORY = 'proseries';

interface PageRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement?: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function launchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--disable-dev-shm-usage',
    ],
  });
}

/** Lighthouse's own errors (a trace lost on a loaded machine): the run is retried this often. */
const ATTEMPTS = 3;

/** One run in a Chrome of its own, as Lighthouse CI runs them: no state left by the last page. */
async function audit(url: string, attempt = 1): Promise<PageRun> {
  const chrome = await launchChrome();
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < ATTEMPTS) return audit(url, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The LCP element's selector, to know which image or text to prioritise.
  const element = lhr.audits['largest-contentful-paint-element']?.details;
  const firstItem =
    element?.type === 'list' && element.items[0]?.type === 'table'
      ? element.items[0].items[0]?.node
      : undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement:
      firstItem && typeof firstItem === 'object' && 'selector' in firstItem
        ? String(firstItem.selector)
        : undefined,
  };
}

/** The median of each figure over `RUNS` runs (each figure on its own, as Lighthouse CI does). */
async function medianRun(url: string): Promise<PageRun & { runs: number[] }> {
  const runs: PageRun[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url));
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    lcpElement: runs.find((r) => r.lcpElement)?.lcpElement,
    runs: runs.map((r) => r.score),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function describe(run: PageRun & { runs: number[] }): string {
  return `${run.score} (runs ${run.runs.join(', ')}), LCP ${seconds(run.lcpMs)}, FCP ${seconds(run.fcpMs)}, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`;
}

/** A news article of the demo content, as the site links it. */
async function articlePath(site: Running): Promise<string> {
  const res = await fetch(
    `${site.url}/api/v1/Noticias/categoria/1?tamanhoPagina=1&numeroPagina=1`,
    { headers: { 'x-api-key': BENCH_API_KEY } },
  );
  if (!res.ok) throw new Error(`news list: ${res.status}`);
  const news = (await res.json()) as { resultado: { id: number }[] };
  const id = news.resultado[0]?.id;
  if (!id) throw new Error('the demo content has no news');
  return paths.category.noticia(CATEGORY, id);
}

async function measureSite(): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stockcar-lighthouse-'));
  const site = await startSite({ dataDir });
  try {
    const pages: [string, string][] = [
      ['category home', paths.category.home(CATEGORY)],
      ['article', await articlePath(site)],
      ['standings', paths.category.classificacao.href(CATEGORY)],
      ['Stock Club login', paths.stockclub.login],
    ];
    const rows: BenchRow[] = [];
    const notes: string[] = [];
    for (const [name, pagePath] of pages) {
      // A first visit warms the server's read cache, as on a site that has had visitors.
      await fetch(`${site.url}${pagePath}`);
      const run = await medianRun(`${site.url}${pagePath}`);
      rows.push({
        target: `P4 ${name} (${pagePath})`,
        measured: describe(run),
        goal: `performance ≥ ${SCORE_GOAL}, CLS ≤ ${CLS_GOAL}`,
        met: run.score >= SCORE_GOAL && run.cls <= CLS_GOAL,
      });
      if (run.lcpElement) notes.push(`${name}: LCP element \`${run.lcpElement}\``);
    }
    return { rows, notes };
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The reference: a bare static HTML page, served by the hello-world server. */
async function reference(): Promise<string> {
  const hello = await startHelloWorld();
  try {
    return describe(await medianRun(`${hello.url}/static`));
  } finally {
    await hello.stop();
  }
}

export async function benchLighthouse(): Promise<BenchPart> {
  // Simulated throttling scales the main-thread time it observes: a busy machine inflates TBT.
  const load = `load average at start: ${loadavg()[0]?.toFixed(1)} on this machine`;
  const bare = await reference();
  const { rows, notes } = await measureSite();
  return {
    title: 'Lighthouse 12 mobile (P4), median of 3 runs',
    rows,
    notes: [`bare static page: ${bare}`, load, ...notes],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runAlone } = await import('./print.ts');
  await runAlone(benchLighthouse);
}
