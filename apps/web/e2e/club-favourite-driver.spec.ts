import { expect, test } from './fixtures.ts';
import { createActiveMember } from './club-support.ts';
import type { PilotosBody } from './racing-support.ts';
import { apiGet } from './support.ts';

const fullName = (p: { nome: string; sobrenome: string }) => `${p.nome} ${p.sobrenome}`.trim();

test.describe('Stock Club favourite driver (fan-club.md §2)', () => {
  test('a member picks another driver with the keyboard, saves, and sees it after a reload', async ({
    page,
    request,
  }) => {
    const { pilotos } = await apiGet<PilotosBody>(request, '/Piloto/categoria/1');
    const [first, second] = pilotos;
    if (!first || !second) throw new Error('the seed has at least two Pro Series drivers');
    // The sign-up of createActiveMember answers the favourite question with the first driver.
    const member = await createActiveMember(request);

    await page.goto('/stockclub/login');
    await page.getByLabel('E-mail', { exact: true }).fill(member.email);
    await page.getByLabel('Senha', { exact: true }).fill(member.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/stockclub\/home/);

    await page.goto('/stockclub/piloto-favorito');
    await expect(page.getByRole('heading', { name: 'Piloto favorito', level: 1 })).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();

    // A radio group: focus the first card's radio, the arrow key moves the choice to the next.
    const firstRadio = page.getByRole('radio', { name: new RegExp(fullName(first)) });
    await expect(firstRadio).toBeChecked();
    await expect(page.getByRole('region', { name: 'Seu piloto favorito' })).toContainText(
      fullName(first),
    );
    await firstRadio.focus();
    await page.keyboard.press('ArrowDown');
    const secondRadio = page.getByRole('radio', { name: new RegExp(fullName(second)) });
    await expect(secondRadio).toBeChecked();
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page.getByText('Atualização realizada com sucesso')).toBeVisible();
    const current = page.getByRole('region', { name: 'Seu piloto favorito' });
    await expect(current).toContainText(fullName(second));
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(current).toContainText(fullName(second));
    await expect(secondRadio).toBeChecked();
    await expect(page.getByRole('main').getByRole('link', { name: 'Meu perfil' })).toHaveAttribute(
      'href',
      '/stockclub/meu-perfil',
    );
  });
});
