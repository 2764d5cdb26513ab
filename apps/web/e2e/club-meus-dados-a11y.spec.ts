import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createActiveMember, logIn } from './club-support.ts';
import { expectFitsAndAccessible } from './support.ts';

/*
 * Issue 12's new pages on a phone: no sideways scroll at 360 px, every control reachable by
 * keyboard, and no serious or critical axe-core (WCAG 2.2 AA) violation.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** Tabs until `name` has the focus (at most `limit` presses). */
async function tabTo(page: Page, name: string, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent?.trim() ??
        '',
    );
    if (focused === name) return;
  }
  throw new Error(`"${name}" was not reached by keyboard`);
}

test.describe('LGPD pages at 360 px, by keyboard and with axe', () => {
  test('Meus dados: every section fits, passes axe, and its controls are reached by Tab', async ({
    page,
    request,
  }) => {
    const member = await createActiveMember(request);
    await logIn(page, member.email, member.senha);
    await page.goto('/stockclub/meus-dados');
    await expect(page.getByRole('list', { name: 'Sessões ativas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
    await expectFitsAndAccessible(page);

    await tabTo(page, 'Baixar meus dados');
    await tabTo(page, 'Encerrar a sessão deste dispositivo (sair)');
    await tabTo(page, 'Sair de todos os dispositivos');
    // The deletion dialog opens from the keyboard and fits the screen too.
    await tabTo(page, 'Excluir minha conta');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFitsAndAccessible(page);
  });

  test('the guardian’s revocation page fits and passes axe', async ({ page }) => {
    await page.goto('/stockclub/revogar-autorizacao?h=link-de-teste');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsAndAccessible(page);
  });

  test('the privacy page’s retention section fits and passes axe', async ({ page }) => {
    await page.goto('/stockcar/proseries/politica-privacidade');
    await expect(
      page.getByRole('region', { name: 'Por quanto tempo guardamos seus dados' }),
    ).toBeVisible();
    await expectFitsAndAccessible(page);
  });
});
