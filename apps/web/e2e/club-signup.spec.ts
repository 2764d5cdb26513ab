import { expect, test } from './fixtures.ts';
import { completeCpf, maskCpf } from '@stockcar/shared/validators/cpf';
import { fillSignUpPersonalData as fillPersonalData } from './club-support.ts';

/** A seeded member (apps/api/src/seed/members.ts). */
const SEEDED_EMAIL = 'ana.demo@stockclub.example.com';

let serial = 0;
/** An e-mail and a CPF nobody of this run has used. */
function newcomer() {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  return {
    email: `socia.${stamp}@example.com`,
    cpf: maskCpf(completeCpf(stamp.slice(-9))),
  };
}

test.describe('Stock Club sign-up (fan-club.md §2 to §5)', () => {
  test('an adult Brazilian signs up in two steps and is asked to check the e-mail', async ({
    page,
  }) => {
    const member = newcomer();
    await page.goto('/stockclub/cadastro');
    await expect(page.getByRole('heading', { name: 'Cadastro Stock Club' })).toBeVisible();
    for (const name of ['E-mail', 'SMS', 'WhatsApp']) {
      await expect(page.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
    }
    const next = page.getByRole('button', { name: 'Continuar' });
    await expect(next).toBeDisabled();
    await fillPersonalData(page, member);
    await expect(next).toBeEnabled();
    await next.click();

    await expect(page.getByRole('heading', { name: 'Piloto favorito' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Cadastrar' });
    await expect(submit).toBeDisabled();
    await page.getByRole('radio').first().check();
    await submit.click();

    await expect(page.getByRole('heading', { name: 'Cadastro realizado!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText(`Enviamos um e-mail para ${member.email.toLowerCase()}`),
    ).toBeVisible();
  });

  test('a 13-year-old is blocked with the rule of the spec', async ({ page }) => {
    await page.goto('/stockclub/cadastro');
    await fillPersonalData(page, newcomer(), 13);
    await page.getByRole('textbox', { name: /^Data de nascimento/ }).blur();
    await expect(
      page.getByText('Usuário menor de 14 anos NÃO pode ser cadastrar na plataforma'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  test("an e-mail already registered opens 'Atenção'", async ({ page }) => {
    await page.goto('/stockclub/cadastro');
    await fillPersonalData(page, { ...newcomer(), email: SEEDED_EMAIL });
    await page.getByRole('button', { name: 'Continuar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atenção' });
    await expect(
      dialog.getByText('Usuário já possui cadastro. Verifique o E-mail e tente novamente.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^E-mail$/ })).toHaveValue(SEEDED_EMAIL);
  });

  test('the form switches to English and keeps what was typed', async ({ page }) => {
    await page.goto('/stockclub/cadastro');
    await page.getByRole('textbox', { name: /^Nome/ }).fill('Marina');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Stock Club sign-up' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Marina');
    await page.getByRole('checkbox', { name: 'I am not Brazilian' }).check();
    await expect(page.getByRole('combobox', { name: /^Country/ })).toBeVisible();
    await expect(page.getByText('At least 8 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
