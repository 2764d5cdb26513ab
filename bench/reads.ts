/*
 * P1 and growth of issue 13: cached public reads against a bare Fastify hello-world measured in
 * the same run, on PostgreSQL and on the embedded database; the news list at 1× and 100× rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fmt, load, BROWSER_HEADERS, type Load } from './load.ts';
import {
  BENCH_API_KEY,
  createPostgresDatabase,
  startHelloWorld,
  startSite,
  type Running,
} from './processes.ts';
import type { BenchPart, BenchRow } from './report.ts';

const HEADERS = { ...BROWSER_HEADERS, 'x-api-key': BENCH_API_KEY };
const RATIO_GOAL = 0.6;
const P99_GOAL_MS = 25;
const GROWTH_GOAL = 0.8;
const NEWS_LIST = '/api/v1/Noticias/categoria/1?tamanhoPagina=12&numeroPagina=1';

async function getJson(site: Running, url: string): Promise<unknown> {
  const res = await fetch(`${site.url}${url}`, { headers: { 'x-api-key': BENCH_API_KEY } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/** The reads of a home visit and an article, as the site's pages make them. */
async function readsOf(site: Running): Promise<Record<string, string>> {
  const news = (await getJson(site, NEWS_LIST)) as { resultado: { id: number }[] };
  const article = news.resultado[0]?.id;
  if (!article) throw new Error('the demo content has no news');
  return {
    category: '/api/v1/Categoria?idCategoria=1&idioma=pt-br',
    banners: '/api/v1/Banner/categoria/1?idioma=pt-br',
    footer: '/api/v1/Footer/categoria/1?idioma=pt-br',
    'next stage': '/api/v1/Etapa/proxima/categoria/1?idioma=pt-br',
    standings: '/api/v1/Classificacao/categoria/1/pilotos?idioma=pt-br',
    'news list': NEWS_LIST,
    article: `/api/v1/Noticias/categoria/1/noticia/${article}?idioma=pt-br`,
    leaderboard: '/api/v1/fanpush/votacao?idioma=pt-br',
  };
}

/**
 * The reference, measured again right before each read: on shared cores the machine's load
 * drifts within a run, and a ratio is only fair between loads taken seconds apart.
 */
async function reference(hello: Running, seen: Load[]): Promise<Load> {
  await load(hello.url, { seconds: 1 });
  const result = await load(hello.url);
  seen.push(result);
  return result;
}

function ratioRow(db: string, name: string, result: Load, hello: Load): BenchRow {
  const ratio = result.rps / hello.rps;
  const clean = result.errors === 0 && result.non2xx === 0;
  return {
    target: `P1 ${name} (${db})`,
    measured: `${fmt(result.rps)} req/s = ${(ratio * 100).toFixed(0)} % of hello-world, p99 ${result.p99} ms${clean ? '' : `, ${result.errors} errors, ${result.non2xx} non-2xx`}`,
    goal: `≥ ${RATIO_GOAL * 100} %, p99 ≤ ${P99_GOAL_MS} ms`,
    met: clean && ratio >= RATIO_GOAL && result.p99 <= P99_GOAL_MS,
  };
}

async function measureReads(
  db: string,
  site: Running,
  hello: Running,
  references: Load[],
): Promise<BenchRow[]> {
  const reads = await readsOf(site);
  const rows: BenchRow[] = [];
  for (const [name, url] of Object.entries(reads)) {
    const helloNow = await reference(hello, references);
    await load(`${site.url}${url}`, { seconds: 1, headers: HEADERS });
    rows.push(ratioRow(db, name, await load(`${site.url}${url}`, { headers: HEADERS }), helloNow));
  }
  return rows;
}

/** Multiplies category 1's news by copying them (same text, new ids and dates). */
async function growNews(url: string, times: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into noticia (categoria_id, titulo, texto, data_publicacao, imagem, tags)
       select n.categoria_id, n.titulo, n.texto, n.data_publicacao - (g * interval '1 minute'),
              n.imagem, n.tags
         from noticia n, generate_series(1, $1::int) g
        where n.categoria_id = 1`,
      [times - 1],
    );
    await client.query('analyze noticia');
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from noticia where categoria_id = 1',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** The news list without the read cache, as rows grow ×100: no full count on every page. */
async function measureGrowth(databaseUrl: string): Promise<BenchRow> {
  const uncached = await startSite(
    { url: databaseUrl },
    { READ_CACHE_MS: '0', SEED_ON_START: 'false' },
  );
  try {
    const list = `${uncached.url}${NEWS_LIST}`;
    await load(list, { seconds: 1, headers: HEADERS });
    const before = await load(list, { headers: HEADERS });
    const rows = await growNews(databaseUrl, 100);
    await load(list, { seconds: 1, headers: HEADERS });
    const after = await load(list, { headers: HEADERS });
    const kept = after.rps / before.rps;
    return {
      target: 'Growth: news list, read cache off, 1× → 100× rows (PostgreSQL)',
      measured: `${fmt(before.rps)} → ${fmt(after.rps)} req/s (${(kept * 100).toFixed(0)} %) at ${fmt(rows)} rows`,
      goal: `within 20 % (≥ ${GROWTH_GOAL * 100} %)`,
      met: kept >= GROWTH_GOAL,
    };
  } finally {
    await uncached.stop();
  }
}

export async function benchReads(): Promise<BenchPart> {
  const hello = await startHelloWorld();
  try {
    return await readsAgainst(hello);
  } finally {
    await hello.stop();
  }
}

async function readsAgainst(hello: Running): Promise<BenchPart> {
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  const references: Load[] = [];

  const postgres = await createPostgresDatabase('bench_reads');
  try {
    const site = await startSite({ url: postgres.url });
    try {
      rows.push(...(await measureReads('PostgreSQL', site, hello, references)));
      notes.push(`site RSS after the PostgreSQL reads: ${fmt(site.rss() / 1024 / 1024)} MB`);
    } finally {
      await site.stop();
    }
    rows.push(await measureGrowth(postgres.url));
  } finally {
    await postgres.drop();
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'stockcar-bench-'));
  try {
    const site = await startSite({ dataDir });
    try {
      rows.push(...(await measureReads('embedded', site, hello, references)));
      notes.push(`site RSS after the embedded reads: ${fmt(site.rss() / 1024 / 1024)} MB`);
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rps = references.map((r) => r.rps);
  notes.unshift(
    `bare Fastify hello-world, measured before each read: ${fmt(Math.min(...rps))}–${fmt(Math.max(...rps))} req/s, p99 up to ${Math.max(...references.map((r) => r.p99))} ms`,
  );
  return { title: 'Public reads (P1) and list growth', rows, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runAlone } = await import('./print.ts');
  await runAlone(benchReads);
}
