import type { APIRequestContext } from '@playwright/test';
import type { RetentionPeriods } from '@stockcar/shared/schemas/runtime-config';
import { expect, test } from './fixtures.ts';
import { chooseEnglish } from './racing-support.ts';

/** The periods the server is set to (RETENTION_*), as it tells the web app. */
async function serverPeriods(request: APIRequestContext) {
  const config = (await (await request.get('/runtime-config.json')).json()) as {
    retention: RetentionPeriods;
  };
  return config.retention;
}

test.describe('how long data is kept, on the privacy policy (issue 12)', () => {
  test('a visitor reads each period the retention job applies, after the policy text', async ({
    page,
    request,
  }) => {
    // The e2e server runs with the default settings: the periods.
    expect(await serverPeriods(request)).toEqual({
      candidatesMonths: 12,
      leadsMonths: 24,
      outboxDays: 30,
      expiredDays: 7,
      loginFailuresHours: 24,
      revocationProofMonths: 60,
    });
    await page.goto('/stockcar/proseries/politica-privacidade');
    const main = page.getByRole('main');
    await expect(main.getByText(/Lei Geral de Proteção de Dados/).first()).toBeVisible();
    const section = main.getByRole('region', { name: 'Por quanto tempo guardamos seus dados' });
    await expect(section.getByRole('listitem')).toHaveText([
      'Candidaturas ao banco de talentos e currículos: 12 meses após o envio.',
      'Propostas comerciais e cadastros de interessados em patrocínio: 24 meses após o envio.',
      'Registro dos e-mails e SMS que o site enviou: 30 dias.',
      'Sessões de acesso, códigos enviados por SMS e links enviados por e-mail: 7 dias depois de expirarem ou serem encerrados.',
      'Registros de tentativas de login sem sucesso: 24 horas.',
      'Quando um responsável revoga a autorização de um menor, a conta do menor é apagada na hora; o registro da revogação (e-mail do responsável, data e endereço IP) fica guardado 60 meses como prova do pedido.',
    ]);
  });

  test('formula-4 in English states the same periods in English', async ({ page }) => {
    await chooseEnglish(page);
    await page.goto('/stockcar/formula-4/politica-privacidade');
    const section = page
      .getByRole('main')
      .getByRole('region', { name: 'How long we keep your data' });
    await expect(section.getByRole('listitem').first()).toHaveText(
      'Talent-bank applications and CVs: 12 months after they are sent.',
    );
    await expect(section.getByRole('listitem').last()).toHaveText(
      "When a guardian revokes a minor's authorisation, the minor's account is erased at once; the record of the revocation (the guardian's e-mail, date and IP address) is kept 60 months as proof of the request.",
    );
  });
});
