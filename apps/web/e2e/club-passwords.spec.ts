import { expect, test } from './fixtures.ts';
import { createActiveMember, linkIn, waitForMail } from './club-support.ts';

const NEW_PASSWORD = 'Zebra#Curva2077Kt';

test.describe('Stock Club passwords and activation links (fan-club.md §4, §8)', () => {
  test('forgot password for an unknown e-mail says so and stays on the page', async ({ page }) => {
    await page.goto('/stockclub/esqueci-minha-senha');
    await page.getByLabel('E-mail').fill('ninguem.aqui@stockclub.example.com');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail incorreto, ou não cadastrado');
    await expect(page).toHaveURL(/\/stockclub\/esqueci-minha-senha$/);
  });

  test('the reset page without the link parameters explains how to get a link', async ({
    page,
  }) => {
    await page.goto('/stockclub/redefinir-senha');
    await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
    await expect(page.getByLabel(/Nova senha/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/stockclub\/esqueci-minha-senha$/);
  });

  test('an invalid activation link shows the failure text', async ({ page }) => {
    const u = Buffer.from('alguem@stockclub.example.com').toString('base64');
    await page.goto(`/stockclub/confirmacao-registro?u=${u}&hash=${'x'.repeat(43)}`);
    await expect(page.getByText('Algo deu erro ao realizar a ativação da conta')).toBeVisible();
    await expect(page.getByText('Link inválido, expirado ou já utilizado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ACESSAR CONTA' })).toHaveCount(0);
  });

  test('a member resets the password from the e-mailed link and logs in with it', async ({
    page,
    request,
  }) => {
    // A sign-up, a reset by e-mail and a login: 25 s in CI on a loaded 2-core machine.
    test.setTimeout(60_000);
    const member = await createActiveMember(request);
    await page.goto('/stockclub/esqueci-minha-senha');
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByText(/link para redefinir a senha/)).toBeVisible();

    const mail = await waitForMail(member.email, '/stockclub/redefinir-senha');
    await page.goto(linkIn(mail, '/stockclub/redefinir-senha'));
    const submit = page.getByRole('button', { name: 'Redefinir senha' });
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirme a nova senha/).fill('Zebra#Curva');
    await expect(page.getByText('Ambos campos de senha devem ser iguais')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel(/^Confirme a nova senha/).fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible();

    await page.getByRole('link', { name: 'ACESSAR CONTA' }).click();
    await expect(page).toHaveURL(/\/stockclub\/login/);
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/stockclub\/home/);
  });

  test('a member changes the password, is logged out after 3 s and logs in with the new one', async ({
    page,
    request,
  }) => {
    const member = await createActiveMember(request);
    const logIn = async (senha: string) => {
      await page.getByLabel('E-mail').fill(member.email);
      await page.getByLabel('Senha').fill(senha);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/stockclub\/home/);
    };
    await page.goto('/stockclub/login');
    await logIn(member.senha);
    await page.goto('/stockclub/atualizar-senha');
    await page.getByLabel(/^Senha atual/).fill(member.senha);
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirme a nova senha/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Atualizar senha' }).click();
    await expect(page.getByText('Atualização realizada com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/stockclub\/login$/, { timeout: 6_000 });
    await logIn(NEW_PASSWORD);
  });
});
