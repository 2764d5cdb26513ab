import { expect, test } from './fixtures.ts';
import { CONTACT, fillContact, recordPosts, timeNotice } from './commercial-support.ts';
import { apiGet } from './support.ts';

interface Produto {
  idProduto: number;
  nome: string;
  dataInicio: string | null;
  dataFim: string | null;
  local: string;
}

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

test.describe('B2B products (public-site.md §2.5)', () => {
  test('the footer link lands on the list; a product shows dates, place and its description', async ({
    page,
    request,
  }) => {
    const produtos = await apiGet<Produto[]>(request, '/B2B/Produto');
    const dated = produtos.find((p) => p.dataInicio && p.dataFim && p.dataInicio !== p.dataFim);
    if (!dated?.dataInicio || !dated.dataFim) throw new Error('the seed has a dated product');
    // From a page other than the home, whose popup (3 s after load) could cover the footer.
    await page.goto('/stockcar/proseries/novidade');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Corporativo B2B' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/corporativa-b2b$/);
    await expect(page).toHaveTitle('Corporativo B2B | Stock Car Pro Series');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(produtos.length);

    const card = page.getByRole('article', { name: dated.nome });
    await expect(
      card.getByText(`${dayMonth(dated.dataInicio)} a ${dayMonth(dated.dataFim)}`),
    ).toBeVisible();
    await expect(card.getByText(dated.local, { exact: false })).toBeVisible();
    const toggle = card.getByRole('button', { name: 'Ver detalhes' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(card.getByRole('button', { name: 'Ocultar detalhes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await card.getByRole('link', { name: 'Solicitar contato' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/stockcar/proseries/camarotes-b2b/${dated.idProduto}\\?`),
    );
    expect(new URL(page.url()).searchParams.get('p')).toBe(dated.nome);
    await expect(page.getByLabel('Produto')).toHaveValue(dated.nome);
  });

  test('partner logos are hidden on the e-stock B2B list, shown on the pro series one', async ({
    page,
  }) => {
    await page.goto('/stockcar/proseries/corporativa-b2b');
    await expect(page.getByRole('heading', { name: 'NOSSOS PATROCINADORES' })).toBeVisible();
    await page.goto('/stockcar/e-stock/corporativa-b2b');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Parceiros' })).toHaveCount(0);
  });
});

test.describe('B2B proposal form (public-site.md §4, §5, §8)', () => {
  test('keeps submit disabled until valid, then confirms the proposal', async ({
    page,
    request,
  }) => {
    const [produto] = await apiGet<Produto[]>(request, '/B2B/Produto');
    if (!produto) throw new Error('the seed has products');
    const posts = recordPosts(page, '/B2B/Proposta');
    await page.goto(`/stockcar/proseries/camarotes-b2b/${produto.idProduto}?p=${produto.nome}`);
    const send = page.getByRole('button', { name: 'Enviar proposta' });
    await expect(send).toBeDisabled();

    await fillContact(page, { email: 'marina.acme.com.br', mobile: '1187654321' });
    await page.getByLabel('Interesse').selectOption({ label: 'Camarote corporativo' });
    await expect(page.getByLabel('E-mail corporativo')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('E-mail inválido.')).toBeVisible();
    await expect(page.getByLabel('Celular')).toHaveValue('(11) 8765-4321');
    await expect(send).toBeDisabled();

    await page.getByLabel('E-mail corporativo').fill(CONTACT.email);
    await page.getByLabel('Celular').fill('');
    await page.getByLabel('Celular').pressSequentially(CONTACT.mobile);
    await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
    await expect(send).toBeEnabled();

    await page.getByRole('checkbox', { name: 'Outros' }).check();
    await expect(send).toBeDisabled();
    await page.getByLabel('Descreva o outro objetivo (máximo de 300 caracteres)').fill('Feira');
    await send.click();

    await expect(page.getByRole('heading', { name: 'Proposta enviada!' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(posts).toHaveLength(1);
    expect(await posts[0]?.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      idProduto: produto.idProduto,
      interesse: 'camarote-coorporativo',
      objetivoOutros: true,
      objetivoOutrosDescricao: 'Feira',
    });
    await page.getByRole('link', { name: 'Voltar para os produtos' }).click();
    await expect(page).toHaveURL(/\/stockcar\/proseries\/corporativa-b2b$/);
  });

  test('a failing server shows the danger notice for 10 s and keeps the values', async ({
    page,
    request,
  }) => {
    const [produto] = await apiGet<Produto[]>(request, '/B2B/Produto');
    await page.clock.install();
    await page.route('**/api/v1/B2B/Proposta', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Erro', status: 500, detail: 'x' }),
      }),
    );
    await page.goto(`/stockcar/proseries/camarotes-b2b/${produto?.idProduto}`);
    await expect(page.getByLabel('Produto')).toHaveValue(produto?.nome ?? '');
    await fillContact(page);
    await page.getByLabel('Interesse').selectOption('grid-experience');
    const noticeTimer = await timeNotice(page);
    await page.getByRole('button', { name: 'Enviar proposta' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'Falha ao enviar o formulario, tente novamente.',
    );
    await expect(page.getByLabel('Empresa')).toHaveValue(CONTACT.company);
    await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
    await expect(page.getByRole('button', { name: 'Enviar proposta' })).toBeEnabled();
    await noticeTimer.verify();
  });
});
