import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { GaleriasPage } from './editorial-support.ts';
import { type PilotosBody } from './racing-support.ts';
import { apiGet } from './support.ts';

type Galeria = GaleriasPage['resultado'][number];

async function firstGallery(request: Parameters<typeof apiGet>[0]): Promise<Galeria> {
  const page = await apiGet<GaleriasPage>(request, '/Noticias/categoria/1/galeria');
  const galeria = page.resultado.find((g) => g.imagemGaleria.length > 2);
  if (!galeria) throw new Error('the seed has galleries with photos');
  return galeria;
}

/** A finger dragging across the photo: pointer down, then up further along. */
async function swipe(target: Locator, fromX: number, toX: number) {
  await target.dispatchEvent('pointerdown', { clientX: fromX, clientY: 300, pointerId: 1 });
  await target.dispatchEvent('pointerup', { clientX: toX, clientY: 305, pointerId: 1 });
}

test.describe('gallery and lightbox (public-site.md §2.5)', () => {
  test('a photo opens the lightbox; arrows, swipe and Escape work; focus comes back', async ({
    page,
    request,
  }) => {
    const galeria = await firstGallery(request);
    const total = galeria.imagemGaleria.length;
    await page.goto(`/stockcar/proseries/galeria/${galeria.id}`);
    await expect(page.getByRole('heading', { name: galeria.titulo, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${galeria.titulo} \\| `));
    const thumbs = page.getByRole('button', { name: /^Ampliar a foto/ });
    await expect(thumbs).toHaveCount(total);

    const opener = page.getByRole('button', { name: `Ampliar a foto 1 de ${total}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: `Fotos: ${galeria.titulo}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', galeria.imagemGaleria[0] ?? '');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', galeria.imagemGaleria[1] ?? '');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();

    // Swipe (mobile): leftwards to the next photo, rightwards back.
    const stage = dialog.locator('figure');
    await swipe(stage, 400, 200);
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
    await swipe(stage, 200, 400);
    await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();

    // Focus stays in the dialog.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await thumbs.nth(2).click();
    await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("the driver page lists the driver's galleries, ?piloto= choosing whose", async ({
    page,
    request,
  }) => {
    const { pilotos } = await apiGet<PilotosBody>(request, '/Piloto/categoria/1');
    const withGalleries = [];
    for (const piloto of pilotos) {
      const { galerias } = await apiGet<{ galerias: Galeria[] }>(
        request,
        `/Piloto/${piloto.idPiloto}/galerias`,
      );
      if (galerias.length > 0) withGalleries.push({ piloto, galerias });
      if (withGalleries.length > 0) break;
    }
    const found = withGalleries[0];
    if (!found) throw new Error('the seed has a pro series driver with galleries');
    const other = pilotos.find((p) => p.idPiloto !== found.piloto.idPiloto);

    await page.goto(`/stockcar/proseries/piloto/${found.piloto.idPiloto}`);
    const region = page.getByRole('region', { name: 'Galerias' });
    await expect(region.getByRole('link')).toHaveCount(found.galerias.length);
    await expect(region.getByRole('link').first()).toHaveAttribute(
      'href',
      `/stockcar/proseries/galeria/${found.galerias[0]?.id}`,
    );

    await page.goto(
      `/stockcar/proseries/piloto/${other?.idPiloto}?piloto=${found.piloto.idPiloto}`,
    );
    await expect(region.getByRole('link')).toHaveCount(found.galerias.length);
    await region.getByRole('link').first().click();
    await expect(
      page.getByRole('heading', { name: found.galerias[0]?.titulo, level: 1 }),
    ).toBeVisible();
  });
});
