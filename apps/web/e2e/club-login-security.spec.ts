import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  PASSWORD,
  createActiveMember,
  fillSignUpPersonalData,
  logIn,
  solve,
  uniqueMember,
} from './club-support.ts';

/** Wrong passwords for `email` from another address than the test's own (an attacker's). */
async function attack(request: APIRequestContext, email: string, times: number) {
  const config = (await (await request.get('/runtime-config.json')).json()) as {
    apiKey: string;
    apiBaseUrl: string;
  };
  const headers = { 'x-api-key': config.apiKey, 'x-forwarded-for': '203.0.113.66' };
  const statuses: number[] = [];
  for (let i = 0; i <= times; i += 1) {
    // Past 5 failures the account asks for the captcha: the attacker solves it too.
    const desafio = async () =>
      (await request.get(`${config.apiBaseUrl}/Captcha/desafio`, { headers })).json();
    const captcha = i >= 5 ? { captcha: solve(await desafio()) } : {};
    const res = await request.post(`${config.apiBaseUrl}/Autenticacao/login`, {
      headers,
      data: { email, senha: 'Errada#Senha1', ...captcha },
    });
    statuses.push(res.status());
  }
  return statuses;
}

test.describe('Stock Club login and passwords that hold against guessing (issue 12)', () => {
  test('ten wrong passwords from elsewhere do not lock the member out: the form solves the captcha unseen', async ({
    page,
    request,
  }) => {
    const member = await createActiveMember(request);
    const statuses = await attack(request, member.email, 10);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    const logins: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/Autenticacao/login')) logins.push(req.postData() ?? '');
    });
    await logIn(page, member.email);
    expect(logins).toHaveLength(2);
    expect(JSON.parse(logins[1] ?? '{}')).toMatchObject({ captcha: expect.any(String) });
  });

  test('sign-up holds Continuar for an easy-to-guess password and says why', async ({ page }) => {
    await page.goto('/stockclub/cadastro');
    await fillSignUpPersonalData(page, uniqueMember());
    const strength = page.getByRole('listitem').filter({ hasText: 'Difícil de adivinhar' });
    const continuar = page.getByRole('button', { name: 'Continuar' });
    await expect(strength).toHaveAttribute('data-ok', 'true');
    await expect(continuar).toBeEnabled();
    await page.getByLabel(/^Senha/).fill('Abc12345!');
    await page.getByLabel(/^Confirme a senha/).fill('Abc12345!');
    await expect(strength).toHaveAttribute('data-ok', 'false');
    await expect(continuar).toBeDisabled();
    await expect(page.getByText(/^Senha fácil de adivinhar/)).toBeVisible();
    await page.getByLabel(/^Senha/).fill(PASSWORD);
    await page.getByLabel(/^Confirme a senha/).fill(PASSWORD);
    await expect(continuar).toBeEnabled();
  });
});
