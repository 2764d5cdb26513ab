import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { DEMO_TOTP_SECRETS, openRow, searchList, signInToConsole } from './admin-support.ts';
import { pdfFile } from './commercial-support.ts';
import { apiGet } from './support.ts';

/*
 * The commercial desk in the console (issue 10): a sponsor lead and a talent-bank candidate sent
 * through the public API (each run its own, by a unique name) are found in the console; the lead
 * moves to "em contato" and stays there after a reload, and the candidate's CV downloads with the
 * name and bytes that were uploaded. The club manager does not see the desk.
 */

const COMMERCIAL = 'comercial@stockcar.local';
const CLUB = 'clube@stockcar.local';
const SLOW = { timeout: 20_000 };

async function publicApi(request: APIRequestContext) {
  const config = (await (await request.get('/runtime-config.json')).json()) as {
    apiKey: string;
    apiBaseUrl: string;
  };
  return { base: config.apiBaseUrl, headers: { 'x-api-key': config.apiKey } };
}

/** A sponsor lead as the public form sends it. */
async function sendLead(request: APIRequestContext, empresa: string) {
  const api = await publicApi(request);
  const response = await request.post(`${api.base}/Patrocinador`, {
    headers: api.headers,
    data: {
      empresa,
      nomeResponsavel: 'Marina Alves',
      cargo: 'Gerente de Marketing',
      email: 'marina@acme.com.br',
      celular: '(11) 98765-4321',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A candidate and then the CV, the two calls the public form makes. */
async function sendCandidate(
  request: APIRequestContext,
  nome: string,
  cv: ReturnType<typeof pdfFile>,
) {
  const api = await publicApi(request);
  const [area] = await apiGet<{ idArea: number }[]>(request, '/RH/Area');
  const saved = await request.post(`${api.base}/RH/Candidato`, {
    headers: api.headers,
    data: {
      nome,
      email: 'joana@example.com',
      celular: '(21) 98765-4321',
      cep: '20040-020',
      idArea: area?.idArea,
      linkedin: 'https://www.linkedin.com/in/joana-ribeiro',
      porque: 'Cresci assistindo às corridas.',
      sonho: 'Trabalhar no grid de largada.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { idCandidato, tokenUpload } = (await saved.json()) as {
    idCandidato: number;
    tokenUpload: string;
  };
  const upload = await request.post(`${api.base}/RH/Candidato/Curriculo`, {
    headers: api.headers,
    multipart: { idCandidato: String(idCandidato), tokenUpload, File: cv },
  });
  expect(upload.status(), await upload.text()).toBe(204);
}

/** Opens a desk from the menu and the record found by `busca`. */
async function openRecord(page: Page, menu: string, busca: string) {
  await page.getByRole('menuitem', { name: menu }).click();
  await searchList(page, page.getByPlaceholder('Buscar'), busca);
  const row = page.getByRole('row').filter({ hasText: busca });
  await expect(row).toHaveCount(1, SLOW);
  // The name's cell (the e-mail's cell is a mailto link).
  await openRow(
    page,
    row.getByRole('cell', { name: busca }),
    /\/show$/,
    page.getByRole('heading', { name: 'Notas internas' }),
  );
}

test("commercial moves a lead to 'em contato' and downloads a CV", async ({ page, request }) => {
  test.setTimeout(180_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const empresa = `Acme Logística ${run}`;
  const candidato = `Joana Ribeiro ${run}`;
  const cv = pdfFile(`Currículo Joana ${run}.pdf`);
  await sendLead(request, empresa);
  await sendCandidate(request, candidato, cv);

  await signInToConsole(page, COMMERCIAL, DEMO_TOTP_SECRETS[COMMERCIAL] ?? '');

  await openRecord(page, 'Leads de patrocínio', empresa);
  await expect(page.getByText(empresa, { exact: true })).toBeVisible(SLOW);
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('novo');
  await status.selectOption({ label: 'Em contato' });
  await expect(page.getByText('Status alterado para "Em contato".')).toBeVisible(SLOW);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('em contato', SLOW);

  await openRecord(page, 'Banco de talentos', candidato);
  await expect(page.getByText(`${cv.name} (recebido em`)).toBeVisible(SLOW);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar currículo' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(cv.name);
  expect(await readFile(await file.path())).toEqual(cv.buffer);
  await expect(page.getByText(`Currículo ${cv.name} baixado.`)).toBeVisible(SLOW);
});

test('the club manager does not see the commercial desk', async ({ page }) => {
  await signInToConsole(page, CLUB, DEMO_TOTP_SECRETS[CLUB] ?? '');
  await expect(page.getByRole('menuitem', { name: 'Membros' })).toBeVisible(SLOW);
  for (const menu of [
    'Propostas B2B',
    'Leads de patrocínio',
    'Banco de talentos',
    'Produtos B2B',
    'Áreas de carreira',
    'Depoimentos de carreira',
  ]) {
    await expect(page.getByRole('menuitem', { name: menu })).toHaveCount(0);
  }
  await page.goto('/admin/leads');
  await expect(page.getByText('Acesso negado')).toBeVisible(SLOW);
});
