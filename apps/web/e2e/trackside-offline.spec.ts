import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiGet } from './support.ts';

/*
 * Trackside mode (issue 15, docs/decisions/0029): after one visit online, the category's home,
 * next round, schedule, stages and standings open with the network cut, saying how old their
 * data is; a page never opened shows the offline page; the member area never comes from cache.
 * The service worker is blocked in every other story (playwright.config.ts), allowed here.
 */
test.use({ serviceWorkers: 'allow' });

type Proxima = { etapa: string; idCircuito: number };

const HOME = '/stockcar/proseries';
const UPDATED = /atualizado há \d+ (min|h)/;

/** The registered worker controls the page (it claims open pages once active). */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Every URL the worker keeps, in all its caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** Width and height from a PNG's header (IHDR), after checking its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('after one visit, the next round, schedule and standings open offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const next = await apiGet<Proxima>(request, '/Etapa/proxima/categoria/1');
  const schedule = `${HOME}/programacao/${next.idCircuito}`;

  await page.goto(HOME);
  await waitForWorker(page);
  // The first load's calls left before the worker was there: this visit goes through it.
  await page.reload();
  await expect(page.getByText('Próxima etapa')).toBeVisible();
  await page.goto(`${HOME}/programacao/`);
  await expect(page.getByRole('link', { name: 'Ver programação' })).toBeVisible();
  await page.goto(schedule);
  await expect(page.getByRole('heading', { name: 'Programação', level: 1 })).toBeVisible();
  await page.goto(`${HOME}/etapa`);
  await expect(page.getByRole('link', { name: 'Programação' }).first()).toBeVisible();
  await page.goto(`${HOME}/classificacao`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // The member area is visited too: nothing of it may be kept.
  await page.goto('/stockclub/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  // Pages and answers, that is: the build's scripts (all of them precached) are public code.
  const kept = (await cachedUrls(page)).filter((url) => !url.includes('/assets/'));
  expect(kept.filter((url) => /stockclub|fanpush|usuario|login|perfil/i.test(url))).toEqual([]);
  expect(kept.some((url) => url.endsWith(`${HOME}/classificacao`))).toBe(true);
  expect(kept.some((url) => url.includes('/offline.html'))).toBe(true);

  await context.setOffline(true);

  await page.goto(HOME);
  await expect(page.getByText('Próxima etapa')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Etapa ${/\d+/.exec(next.etapa)?.[0]}` }),
  ).toBeVisible();
  await expect(page.getByText(UPDATED).first()).toBeVisible();

  await page.goto(`${HOME}/programacao/`);
  await expect(page.getByRole('link', { name: 'Ver programação' })).toBeVisible();
  await expect(page.getByText(UPDATED)).toBeVisible();

  await page.goto(schedule);
  await expect(page.getByRole('heading', { name: 'Programação', level: 1 })).toBeVisible();
  await expect(page.getByText(UPDATED)).toBeVisible();

  await page.goto(`${HOME}/etapa`);
  await expect(page.getByRole('link', { name: 'Programação' }).first()).toBeVisible();
  await expect(page.getByText(UPDATED)).toBeVisible();

  await page.goto(`${HOME}/classificacao`);
  await expect(
    page.getByRole('heading', { name: 'Classificação Stock Car Pro Series', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(UPDATED)).toBeVisible();

  // A public page never opened on this device: the offline page.
  await page.goto(`${HOME}/piloto`);
  await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tentar de novo' })).toBeVisible();

  // A member page, opened online a moment ago, is not served from any cache.
  await expect(page.goto('/stockclub/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('a call carrying a member token is never answered from the cache', async ({
  page,
  context,
}) => {
  await page.goto(HOME);
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByText('Próxima etapa')).toBeVisible();
  const call = await page.evaluate(() => {
    const config = JSON.parse(document.getElementById('runtime-config')?.textContent ?? '{}') as {
      apiKey: string;
    };
    return { url: '/api/v1/Etapa/proxima/categoria/1?idioma=pt-br', key: config.apiKey };
  });
  // The page came with its data (server rendering): the visitor's call is made once online.
  await page.evaluate(({ url, key }) => fetch(url, { headers: { 'x-api-key': key } }), call);
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => url.endsWith(call.url)))
    .toBe(true);

  await context.setOffline(true);
  const answers = await page.evaluate(async ({ url, key }) => {
    // `no-store`: the browser's own HTTP cache (the answer's public max-age) stays out of it, so
    // only the service worker's cache could answer offline.
    const attempt = (headers: Record<string, string>) =>
      fetch(url, { cache: 'no-store', headers: { 'x-api-key': key, ...headers } }).then(
        (response) => response.status,
        () => 'network error',
      );
    return {
      visitor: await attempt({}),
      member: await attempt({ authorization: 'Bearer token-de-socio' }),
    };
  }, call);
  expect(answers).toEqual({ visitor: 200, member: 'network error' });
});

test('each category links its own manifest, with PNG icons of the declared sizes', async ({
  page,
  request,
}) => {
  await page.goto('/stockcar/formula-4');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifests/formula-4.webmanifest');
  const response = await request.get('/manifests/formula-4.webmanifest');
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Stock Car · Fórmula 4 Brasil',
    short_name: 'F4 Brasil',
    start_url: '/stockcar/formula-4',
    scope: '/',
    display: 'standalone',
  });
  const { categoria } = await apiGet<{ categoria: { cor: string } }>(request, '/Categoria/4');
  expect(manifest.theme_color).toBe(categoria.cor);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
  }

  // The site's own manifest, for pages outside the categories.
  const site = (await (await request.get('/manifest.webmanifest')).json()) as { name: string };
  expect(site.name).toBe('Stock Car');
});
