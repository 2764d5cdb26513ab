import { expect, test } from './fixtures.ts';
import {
  linkIn,
  PASSWORD,
  signUpThroughTheForm,
  smsCount,
  uniqueMember,
  uniqueMobile,
  waitForMail,
  waitForSmsCode,
} from './club-support.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

const ACTIVATION = '/stockclub/confirmacao-registro';

/*
 * The member stories of the accounts issue, end to end through the built site: the e-mails
 * and SMS are the ones the server really sent (e2e/serve.ts).
 */
test.describe('a member of the Stock Club, from sign-up to logout', () => {
  test('signs up, activates from the e-mail, logs in, validates a phone, picks a driver, logs out', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const member = uniqueMember('story');
    await signUpThroughTheForm(page, member);

    // The activation link of the captured e-mail; 'ACESSAR CONTA' leads to the login, prefilled.
    const mail = await waitForMail(member.email, ACTIVATION);
    await page.goto(linkIn(mail, ACTIVATION));
    await page.getByRole('link', { name: clubePtBr.acessarConta }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue(member.email.toLowerCase());
    await expect(page.getByLabel('Senha')).toBeFocused();
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/stockclub\/home/);
    // The sign-up asked every completion field, so no completion modal (spec-deviations).
    await expect(page.getByText('Olá, Marina!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new phone, confirmed with the token the SMS gateway received.
    await page.goto('/stockclub/meu-perfil?phone=true');
    const phone = uniqueMobile();
    const before = smsCount(phone.e164);
    await page.getByLabel('Novo celular').fill(phone.masked);
    await page.getByRole('button', { name: /celular/ }).click();
    const code = await waitForSmsCode(phone.e164, before);
    await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).fill(code[0] ?? '');
    await page.keyboard.type(code.slice(1));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText(clubePtBr.telefoneValidado)).toBeVisible();

    // Another favourite driver.
    await page.goto('/stockclub/piloto-favorito');
    const choices = page.getByRole('radio');
    await expect(choices.first()).toBeChecked();
    await choices.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(choices.nth(1)).toBeChecked();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(clubePtBr.atualizacaoSucesso)).toBeVisible();

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/stockclub\/login$/);
    await page.goto('/stockclub/home');
    await expect(page).toHaveURL(/\/stockclub\/login$/);
  });

  test("a 15-year-old's account stays inactive until the guardian follows the link", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const member = uniqueMember('teen');
    const guardianEmail = uniqueMember('guardian').email;
    await signUpThroughTheForm(page, { ...member, age: 15, guardianEmail });

    // The member confirms the e-mail, but a login still waits for the guardian.
    await page.goto(linkIn(await waitForMail(member.email, ACTIVATION), ACTIVATION));
    await expect(page.getByRole('link', { name: clubePtBr.acessarConta })).toBeVisible();
    await page.goto('/stockclub/login');
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText(clubePtBr.aguardandoResponsavel);

    // The guardian's link (sent to the guardian, not to the member) opens the account.
    await page.goto(linkIn(await waitForMail(guardianEmail, ACTIVATION), ACTIVATION));
    await page.getByRole('link', { name: clubePtBr.acessarConta }).click();
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/stockclub\/home/);
  });
});
