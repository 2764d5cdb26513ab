import { expect, test } from './fixtures.ts';
import { DEMO_TOTP_SECRETS, signInToConsole } from './admin-support.ts';

/*
 * The staff console's shell at /admin (issue 10). The first two stories run on any build; the
 * ones that sign in use the demo staff of the seed (DEMO_TOTP_SECRETS).
 */

test('the console answers at /admin with its own sign-in page', async ({ page }) => {
  // Under the site's CSP (scripts from the site only): no refused script or style, no error.
  // The silent renewal without a session fails by design (the sign-in page follows).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(new URL(response.url()).pathname);
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Console da equipe' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Senha', exact: true })).toBeVisible();
  await expect(page.getByLabel('Código do autenticador')).toBeVisible();
  expect(errors).toEqual([]);
  expect(failed.filter((path) => path !== '/api/v1/admin/sessao/renovar')).toEqual([]);
});

test('an unknown invitation link says it is invalid or expired', async ({ page }) => {
  await page.goto('/admin/convite/um-token-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
});

test('the public home loads nothing of the console', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
});

test('an admin signs in with password and TOTP and reaches staff and audit', async ({ page }) => {
  await signInToConsole(
    page,
    'admin@stockcar.local',
    DEMO_TOTP_SECRETS['admin@stockcar.local'] ?? '',
  );
  await expect(page.getByRole('menuitem', { name: 'Equipe', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Auditoria' })).toBeVisible();
});

test('an editor does not see the staff accounts in the menu', async ({ page }) => {
  await signInToConsole(
    page,
    'editor@stockcar.local',
    DEMO_TOTP_SECRETS['editor@stockcar.local'] ?? '',
  );
  await expect(page.getByRole('menuitem', { name: 'Equipe', exact: true })).toHaveCount(0);
  await page.goto('/admin/staff');
  await expect(page.getByText('Acesso negado')).toBeVisible();
});
