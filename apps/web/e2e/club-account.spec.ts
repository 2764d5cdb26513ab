import { expect, test } from './fixtures.ts';
import {
  createActiveMember,
  logIn,
  smsCount,
  uniqueMember,
  uniqueMobile,
  waitForSmsCode,
} from './club-support.ts';

test.describe('Stock Club login and session (fan-club.md §2, §6)', () => {
  test('?u= prefills the e-mail and focuses the password; a wrong password says so', async ({
    page,
    request,
  }) => {
    const member = await createActiveMember(request);
    const u = Buffer.from(member.email).toString('base64');
    await page.goto(`/stockclub/login?u=${encodeURIComponent(u)}`);
    await expect(page.getByLabel('E-mail')).toHaveValue(member.email);
    await expect(page.getByLabel('Senha')).toBeFocused();

    await page.getByLabel('Senha').fill('Errada#Senha123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await expect(page.getByLabel('Senha')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a login survives a reload, keeps the member off the login page, and logs out', async ({
    page,
    request,
  }) => {
    // A sign-up, a login, a reload and a logout: 24–31 s in CI on a loaded 2-core machine.
    test.setTimeout(60_000);
    const member = await createActiveMember(request);
    await page.goto('/stockclub/home');
    await expect(page).toHaveURL(/\/stockclub\/login$/);

    await logIn(page, member.email, member.senha);
    await expect(page.getByText('Olá, Teste!')).toBeVisible();
    // Nothing of the session is readable by scripts in storage: the token is in memory only.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.reload();
    await expect(page.getByText('Olá, Teste!')).toBeVisible();
    await page.goto('/stockclub/login');
    await expect(page).toHaveURL(/\/stockclub\/home/);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/stockclub\/login$/);
    await page.goto('/stockclub/meu-perfil');
    await expect(page).toHaveURL(/\/stockclub\/login$/);
  });
});

test.describe('Stock Club profile (fan-club.md §4)', () => {
  test('an incomplete profile must be completed in the modal, which closes after saving', async ({
    page,
  }) => {
    // The seed's member with cadastroCompleto false (README).
    await logIn(page, 'bruno.demo@stockclub.example.com', 'Piloto#Veloz2024');
    const modal = page.getByRole('dialog', { name: 'Complete seu cadastro' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: /fechar/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await expect(modal.getByText('- Preencha todos os campos')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Enviar' })).toBeDisabled();

    const field = (name: string) => modal.getByRole('textbox', { name, exact: true });
    const email = await field('E-mail').inputValue();
    await field('Confirme o e-mail').fill(email);
    for (const [label, value] of [
      ['Nome', 'Bruno'],
      ['CEP', '01310-100'],
      ['Endereço', 'Avenida Paulista'],
      ['Bairro', 'Bela Vista'],
      ['Cidade', 'São Paulo'],
    ] as const) {
      if ((await field(label).inputValue()) === '') await field(label).fill(value);
    }
    for (const [label, value] of [
      ['Gênero', 'Masculino'],
      ['UF', 'SP'],
    ] as const) {
      const select = modal.getByRole('combobox', { name: label, exact: true });
      if ((await select.inputValue()) === '') await select.selectOption(value);
    }
    const cpf = field('CPF');
    if (await cpf.isEditable()) await cpf.fill(uniqueMember().cpf);
    const birth = field('Data de nascimento (dd/mm/aaaa)');
    if (await birth.isEditable()) await birth.fill('12/03/1988');
    const phone = field('Celular');
    if ((await phone.inputValue()) === '') await phone.fill(uniqueMobile().masked);

    await modal.getByRole('button', { name: 'Enviar' }).click();
    await expect(modal.getByText('Atualização realizada com sucesso')).toBeVisible();
    await expect(modal).toBeHidden({ timeout: 6_000 });
    await page.reload();
    await expect(page.getByText('Olá, Bruno!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the phone changes with the token sent by SMS; ?phone=true opens on it', async ({
    page,
    request,
  }) => {
    const member = await createActiveMember(request);
    await logIn(page, member.email, member.senha);
    await page.goto('/stockclub/meu-perfil?phone=true');
    const novo = page.getByLabel('Novo celular');
    await expect(novo).toBeFocused();

    const phone = uniqueMobile();
    const before = smsCount(phone.e164);
    await novo.fill(phone.masked);
    await page.getByRole('button', { name: /celular/ }).click();
    await expect(page.getByText('Token enviado com sucesso para o celular')).toBeVisible();
    await expect(page.getByRole('button', { name: /Reenviar token em \d+ s/ })).toBeDisabled();

    const code = await waitForSmsCode(phone.e164, before);
    const boxes = page.getByRole('group', { name: /Token enviado por SMS/ }).getByRole('textbox');
    await expect(boxes).toHaveCount(6);
    await boxes.first().fill(code[0] ?? '');
    await page.keyboard.type(code.slice(1));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Telefone validado com sucesso')).toBeVisible();
    await expect(page.getByText(`Atual: ${phone.masked} (validado)`)).toBeVisible();
  });
});
