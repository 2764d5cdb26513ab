import { expect, test } from './fixtures.ts';

const EVENTS = [
  { path: 'galeao', title: 'Stock Car no Galeão', heading: 'Stock Car no Galeão' },
  { path: 'belo-horizonte', title: 'BH Stock Festival', heading: 'BH Stock Festival' },
  {
    path: 'buenos-aires',
    title: 'Stock Car em Buenos Aires',
    heading: 'Stock Car em Buenos Aires',
  },
  {
    path: 'historia-buenosaires',
    title: 'A história da Stock Car em Buenos Aires',
    heading: 'Vizinhos de pista: a história da Stock Car em Buenos Aires',
  },
  {
    path: 'historia-bh',
    title: 'A história da Stock Car em BH',
    heading: 'Belo Horizonte entra na pista',
  },
];

test.describe('event pages of the pro series (public-site.md §2.3)', () => {
  test('each page shows its content, artwork and title', async ({ page }) => {
    for (const event of EVENTS) {
      await page.goto(`/stockcar/proseries/${event.path}`);
      await expect(page).toHaveTitle(`${event.title} | Stock Car Pro Series`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: event.heading })).toBeVisible();
      await expect(main.getByRole('img', { name: /^Ilustração/ })).toBeVisible();
      expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    }
  });

  test('Belo Horizonte: the ticket link opens the configured ticketing site in a new tab', async ({
    page,
    context,
    request,
  }) => {
    const config = (await (await request.get('/runtime-config.json')).json()) as {
      links: { ingressosBeloHorizonte: string };
    };
    const ticketsUrl = config.links.ingressosBeloHorizonte;
    // The ticketing site is a third party: answered here so the test stays offline.
    await context.route(`${ticketsUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Ingressos do festival</h1>' }),
    );
    await page.goto('/stockcar/proseries/belo-horizonte');
    const link = page.getByRole('link', { name: /Comprar ingressos/ });
    await expect(link).toHaveAttribute('href', ticketsUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    const opening = page.waitForEvent('popup');
    await link.click();
    const popup = await opening;
    await expect(popup.getByRole('heading', { name: 'Ingressos do festival' })).toBeVisible();
    expect(popup.url()).toBe(ticketsUrl);
    await expect(page).toHaveURL(/\/stockcar\/proseries\/belo-horizonte$/);
  });

  test('the history pages show their tags', async ({ page }) => {
    const expected = {
      'historia-buenosaires': ['Buenos Aires', 'Argentina', 'Autódromo Oscar y Juan Gálvez'],
      'historia-bh': ['Belo Horizonte', 'BH Stock Festival', 'Pampulha'],
    };
    for (const [path, tags] of Object.entries(expected)) {
      await page.goto(`/stockcar/proseries/${path}`);
      const list = page.getByRole('main').getByRole('list', { name: 'Tags' });
      await expect(list).toBeVisible();
      for (const tag of ['PRO SERIES', ...tags, 'História']) {
        // The '#' is decoration; each tag searches the news for itself.
        const link = list.getByRole('link', { name: tag, exact: true });
        await expect(link).toHaveText(`#${tag}`);
        await expect(link).toHaveAttribute(
          'href',
          `/stockcar/proseries/novidade?${new URLSearchParams({ busca: tag }).toString()}`,
        );
      }
    }
  });

  test('the history article links to its event page and back', async ({ page }) => {
    await page.goto('/stockcar/proseries/belo-horizonte');
    const related = page.getByRole('navigation', { name: 'Leia também' });
    await related.getByRole('link', { name: 'A história da Stock Car em BH' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/historia-bh$/);
    await page
      .getByRole('navigation', { name: 'Leia também' })
      .getByRole('link', { name: 'O BH Stock Festival' })
      .click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/belo-horizonte$/);
  });

  test('under another category an event page is not found', async ({ page }) => {
    // Six pages, each waited for until hydrated: 24–32 s in CI on a loaded 2-core machine.
    test.setTimeout(60_000);
    for (const [slug, name] of [
      ['e-stock', 'E-Stock'],
      ['formula-4', 'Fórmula 4 Brasil'],
    ] as const) {
      for (const path of ['galeao', 'belo-horizonte', 'historia-bh']) {
        await page.goto(`/stockcar/${slug}/${path}`);
        await expect(page.getByRole('heading', { name: 'Ops! Saímos da pista.' })).toBeVisible();
        await expect(page).toHaveTitle(`Página não encontrada | ${name}`);
        await expect(page.getByRole('link', { name: /Comprar ingressos/ })).toHaveCount(0);
        await expect(page.locator('[data-categoria]')).toHaveAttribute('data-categoria', slug);
      }
    }
  });
});
