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

/** Odd, so that one round is the median. */
const ROUNDS = 3;
const ROUND_SECONDS = 2;

interface Versus {
  read: Load;
  reference: Load;
  /** Errors and non-2xx answers of the reference's rounds. */
  referenceFailures: number;
}

/**
 * One read against the reference, interleaved: after a second's warm-up of each, ROUNDS of the
 * hello-world and the read, ROUND_SECONDS each, in alternating order. On shared cores the
 * machine's speed drifts within seconds (the reference measured once before each read ranged
 * 31,830–51,200 req/s in one run); each round's ratio compares two loads seconds apart, and
 * the median round is kept. The p99 is the worst round's and failures are counted over all
 * rounds, so nothing bad hides.
 */
async function versusReference(hello: Running, url: string, references: Load[]): Promise<Versus> {
  await load(hello.url, { seconds: 1 });
  await load(url, { seconds: 1, headers: HEADERS });
  const rounds: { reference: Load; read: Load }[] = [];
  const loadReference = () => load(hello.url, { seconds: ROUND_SECONDS });
  const loadRead = () => load(url, { seconds: ROUND_SECONDS, headers: HEADERS });
  for (let i = 0; i < ROUNDS; i += 1) {
    // Which goes first alternates, so a steady drift does not favour either side.
    let reference: Load;
    let read: Load;
    if (i % 2 === 0) {
      reference = await loadReference();
      read = await loadRead();
    } else {
      read = await loadRead();
      reference = await loadReference();
    }
    references.push(reference);
    rounds.push({ reference, read });
  }
  const ratio = (r: { reference: Load; read: Load }) => r.read.rps / r.reference.rps;
  const median = [...rounds].sort((a, b) => ratio(a) - ratio(b))[Math.floor(ROUNDS / 2)];
  if (!median) throw new Error('no rounds');
  const sum = (pick: (l: Load) => number) => rounds.reduce((n, r) => n + pick(r.read), 0);
  const read: Load = {
    ...median.read,
    p99: Math.max(...rounds.map((r) => r.read.p99)),
    errors: sum((l) => l.errors),
    non2xx: sum((l) => l.non2xx),
  };
  // A reference that failed answers fewer requests and would flatter the read.
  const referenceFailures = rounds.reduce((n, r) => n + r.reference.errors + r.reference.non2xx, 0);
  return { read, reference: median.reference, referenceFailures };
}

function ratioRow(db: string, name: string, { read, reference, referenceFailures }: Versus) {
  const ratio = read.rps / reference.rps;
  const clean = read.errors === 0 && read.non2xx === 0;
  const failures = [
    clean ? '' : `, ${read.errors} errors, ${read.non2xx} non-2xx`,
    referenceFailures === 0 ? '' : `, hello-world ${referenceFailures} failures`,
  ].join('');
  return {
    target: `P1 ${name} (${db})`,
    measured: `${fmt(read.rps)} req/s = ${(ratio * 100).toFixed(0)} % of hello-world, p99 ${read.p99} ms${failures}`,
    goal: `≥ ${RATIO_GOAL * 100} %, p99 ≤ ${P99_GOAL_MS} ms`,
    met: clean && referenceFailures === 0 && ratio >= RATIO_GOAL && read.p99 <= P99_GOAL_MS,
  } satisfies BenchRow;
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
    rows.push(ratioRow(db, name, await versusReference(hello, `${site.url}${url}`, references)));
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
    `bare Fastify hello-world, ${ROUNDS} rounds of ${ROUND_SECONDS} s interleaved with each read (ratio: the median round; p99: the worst round): ${fmt(Math.min(...rps))}–${fmt(Math.max(...rps))} req/s, p99 up to ${Math.max(...references.map((r) => r.p99))} ms`,
  );
  return { title: 'Public reads (P1) and list growth', rows, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runAlone } = await import('./print.ts');
  await runAlone(benchReads);
}
