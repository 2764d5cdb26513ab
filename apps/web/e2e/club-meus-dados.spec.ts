import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { MeusDadosExportSchema } from '@stockcar/shared/schemas/meus-dados';
import { checkPhone } from '@stockcar/shared/validators/phone';
import { expect, test } from './fixtures.ts';
import {
  createActiveMember,
  linkIn,
  logIn,
  signUpThroughTheForm,
  smsCount,
  uniqueMember,
  waitForMail,
  waitForSmsCode,
} from './club-support.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

/*
 * LGPD self-service (issue 12) end to end, against the real API: a member made by the test
 * downloads the data, ends another device's session, withdraws a consent and deletes the
 * account with password and SMS code; a guardian revokes a minor's authorisation.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A login from another device (an iPhone), through the API as that phone's app would. */
async function logInOnIphone(request: APIRequestContext, email: string, senha: string) {
  const { apiKey, apiBaseUrl } = (await (await request.get('/runtime-config.json')).json()) as {
    apiKey: string;
    apiBaseUrl: string;
  };
  const res = await request.post(`${apiBaseUrl}/Autenticacao/login`, {
    headers: { 'x-api-key': apiKey, 'user-agent': IPHONE },
    data: { email, senha },
  });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return () =>
    request.get(`${apiBaseUrl}/Perfil`, {
      headers: { 'x-api-key': apiKey, authorization: `Bearer ${accessToken}` },
    });
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).fill(code[0] ?? '');
  await page.keyboard.type(code.slice(1));
}

test.describe('Meus dados, the member’s LGPD rights', () => {
  test('a member downloads the data, ends another session, withdraws a consent and deletes the account', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await createActiveMember(request);
    const e164 = checkPhone(member.telefone).e164 ?? '';
    const iphoneProfile = await logInOnIphone(request, member.email, member.senha);
    await logIn(page, member.email, member.senha);
    await page.goto('/stockclub/meu-perfil');
    await page.getByRole('link', { name: 'Meus dados e privacidade' }).click();
    await expect(page.getByRole('heading', { name: 'Meus dados', level: 1 })).toBeVisible();

    // The data, as a dated JSON file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^meus-dados-stockclub-\d{4}-\d{2}-\d{2}\.json$/);
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    const data = MeusDadosExportSchema.parse(JSON.parse(text));
    expect(data.perfil).toMatchObject({ email: member.email, cpf: member.cpf, nome: 'Teste' });
    expect(data.consentimentos.map((c) => c.finalidade)).toContain('termos');
    expect(data.sessoes.map((s) => s.dispositivo)).toContain('Safari no iPhone');
    expect(data.mensagens.map((m) => m.assunto)).toContain('Stock Club: ative a sua conta');
    expect(text).not.toContain('argon2');
    await expect(page.getByText(/^Arquivo meus-dados-stockclub-.*\.json baixado\.$/)).toBeVisible();

    // Two sessions: this browser and the iPhone, which is ended.
    const sessions = page.getByRole('list', { name: 'Sessões ativas' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Este dispositivo')).toBeVisible();
    await page.getByRole('button', { name: 'Encerrar a sessão de Safari no iPhone' }).click();
    const endDialog = page.getByRole('dialog', { name: 'Encerrar sessão' });
    await endDialog.getByRole('button', { name: 'Encerrar sessão' }).click();
    await expect(page.getByText(clubePtBr.sessaoEncerrada)).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect((await iphoneProfile()).status()).toBe(401);

    // The e-mail opt-in, given and then withdrawn: both choices are in the history.
    const email = page.getByRole('checkbox', { name: 'Receber novidades e ofertas por e-mail' });
    await email.check();
    await expect(email).toBeChecked();
    await email.uncheck();
    await expect(email).not.toBeChecked();
    const history = page.getByRole('list', { name: 'Histórico de consentimentos' });
    await expect(history.getByRole('listitem').first()).toContainText('Retirado');
    await expect(history.getByRole('listitem').first()).toContainText('Meus dados');
    await page.reload();
    await expect(email).not.toBeChecked();

    // Deletion: the code by SMS to the phone on file, with the password.
    const before = smsCount(e164);
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialog.getByRole('button', { name: 'Enviar código por SMS' }).click();
    await typeCode(page, await waitForSmsCode(e164, before));
    await dialog.getByLabel('Senha').fill(member.senha);
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await expect(page).toHaveURL(/\/stockclub\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: clubePtBr.contaExcluida }),
    ).toBeVisible();

    // The account is gone: the same e-mail and password no longer log in.
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Senha').fill(member.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText(clubePtBr.loginInvalido);
  });

  test('a guardian revokes a minor’s authorisation from the e-mail’s link', async ({ page }) => {
    test.setTimeout(90_000);
    const minor = uniqueMember('menor');
    const guardian = uniqueMember('responsavel').email;
    await signUpThroughTheForm(page, { ...minor, age: 16, guardianEmail: guardian });
    const mail = await waitForMail(guardian, '/stockclub/revogar-autorizacao');

    await page.goto(linkIn(mail, '/stockclub/revogar-autorizacao'));
    await expect(page.getByRole('heading', { name: 'Revogar autorização' })).toBeVisible();
    await page.reload(); // Opening the link again changes nothing.
    await page.getByRole('button', { name: 'Revogar autorização e excluir a conta' }).click();
    await expect(page.getByRole('heading', { name: 'Autorização revogada' })).toBeVisible();
    await expect(page.getByText(clubePtBr.autorizacaoRevogada)).toBeVisible();

    // The minor's account no longer exists (before, it waited for its activation).
    await logInExpectingRefusal(page, minor.email);
  });
});

async function logInExpectingRefusal(page: Page, email: string) {
  await page.goto('/stockclub/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('Piloto#Veloz2024');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(clubePtBr.loginInvalido);
}
