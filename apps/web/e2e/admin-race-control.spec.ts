import type { Page } from '@playwright/test';
import { siteLocalDateTime } from '@stockcar/shared/dates';
import { expect, test } from './fixtures.ts';
import { DEMO_TOTP_SECRETS, openRow, signInToConsole } from './admin-support.ts';
import type { ClassificacaoPilotos, PilotoDetalhe, PilotosBody } from './racing-support.ts';
import { apiGet } from './support.ts';

/*
 * Race control (issue 11). The seed leaves the Stock Series' last raced stage with its second
 * race provisional (awaiting the stewards): race control imports the timing CSV for it, sees a
 * bad file refused line by line, then publishes a good one, and the public standings and the
 * driver's page change. Then the open Fan Push window is rescheduled from the console: the vote
 * opens at its new start and closes at its new end, as the public board shows.
 */

const RACE_CONTROL = 'prova@stockcar.local';
const STOCK_SERIES = 3;
const WINNER_POINTS = 30; // the default table's first place

type Votacao = { votacaoAberta: boolean; encerrada: boolean; idEtapaFanpush: number | null };

/** The timing export: header, then one line per car in finishing order. */
function timingCsv(numbers: string[]) {
  const lines = numbers.map(
    (numero, i) => `${i + 1};${numero};28;${i === 0 ? '41:02.317' : `+${i}.250`};;${i + 1}`,
  );
  return ['POS;NUM;VOLTAS;TEMPO;STATUS;LARGADA', ...lines].join('\r\n');
}

async function chooseCsv(page: Page, name: string, csv: string) {
  await page
    .getByTestId('importar-csv')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

/** The driver page's figure under a label (its <dt>). */
const stat = (page: Page, label: string) =>
  page.getByRole('main').locator(`dt:text-is("${label}") + dd`);

test('race control imports a race’s timing CSV, publishes it, and the public standings follow', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { pilotos } = await apiGet<PilotosBody>(request, `/Piloto/categoria/${STOCK_SERIES}`);
  const before = await apiGet<ClassificacaoPilotos>(
    request,
    `/Classificacao/categoria/${STOCK_SERIES}/pilotos`,
  );
  // The driver at the bottom of the table wins the provisional race.
  const winner = before.at(-1);
  if (!winner || pilotos.length < 3) throw new Error('the seed has Stock Series standings');
  const detailBefore = await apiGet<PilotoDetalhe>(
    request,
    `/Piloto/${winner.idPiloto}/categoria/${STOCK_SERIES}`,
  );
  const order = [winner.numero, ...pilotos.map((p) => p.numero).filter((n) => n !== winner.numero)];

  await signInToConsole(page, RACE_CONTROL, DEMO_TOTP_SECRETS[RACE_CONTROL] ?? '');
  await page.getByRole('menuitem', { name: 'Resultados' }).click();
  await page.goto(`/admin/corridas?filter=${encodeURIComponent('{"situacao":"provisorio"}')}`);
  const row = page.getByRole('row').filter({ hasText: 'Provisório' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const importSection = page.getByRole('region', { name: 'Importar CSV' });
  await openRow(page, row, /\/admin\/corridas\/\d+$/, importSection);
  const publish = importSection.getByRole('button', { name: 'Salvar e oficializar' });

  // A car that is not entered: the preview names the line and nothing can be saved.
  await chooseCsv(page, 'cronometragem-errada.csv', timingCsv(['999', ...order.slice(1)]));
  await expect(importSection.getByText('O arquivo tem erros')).toBeVisible();
  await expect(importSection.getByText('Não inscrito')).toBeVisible();
  await expect(publish).toBeDisabled();

  await chooseCsv(page, 'cronometragem.csv', timingCsv(order));
  await expect(importSection.getByText(/^Arquivo válido/)).toBeVisible();
  await publish.click();
  await expect(page.getByText('Arquivo importado e oficializado')).toBeVisible({
    timeout: 15_000,
  });

  // The public standings: the winner's points grew by a win, and his page counts it.
  const expected = winner.pontuacao + WINNER_POINTS;
  await page.goto('/stockcar/stock-series/classificacao');
  const winnerRow = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('img', { name: `${winner.nome} ${winner.sobrenome}` }) });
  await expect(winnerRow).toContainText(String(expected));
  await page.goto(`/stockcar/stock-series/piloto/${winner.idPiloto}`);
  await expect(stat(page, 'Vitórias')).toHaveText(String(detailBefore.vitorias + 1));
  await expect(stat(page, 'Pontos')).toHaveText(String(expected));
});

/** `HH:MM` minute boundaries in Brasília time, for the datetime-local fields. */
const wallClock = (ms: number) => siteLocalDateTime(new Date(ms).toISOString());

test('a Fan Push window rescheduled by race control opens and closes on its schedule', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // The next Pro Series stage's window (the seed opens it): its row by the stage's title.
  const next = await apiGet<{ idEtapa: number; etapa: string }>(
    request,
    '/Etapa/proxima/categoria/1',
  );
  const board = () => apiGet<Votacao>(request, `/fanpush/votacao?idEtapaFanpush=${next.idEtapa}`);
  await signInToConsole(page, RACE_CONTROL, DEMO_TOTP_SECRETS[RACE_CONTROL] ?? '');
  await page.getByRole('menuitem', { name: 'Fan Push' }).click();
  const row = page.getByRole('row').filter({ hasText: new RegExp(`(^|\\D)${next.etapa}`) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await openRow(page, row, /\/admin\/fanpush\/\d+$/, page.getByLabel('Abre em', { exact: true }));

  // The next whole minute at least 20 s away, and the minute after it.
  const minute = 60_000;
  let start = Math.ceil(Date.now() / minute) * minute;
  if (start - Date.now() < 20_000) start += minute;
  const end = start + minute;
  await page.getByLabel('Abre em', { exact: true }).fill(wallClock(start));
  await page.getByLabel('Fecha em', { exact: true }).fill(wallClock(end));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Ajustada à mão')).toBeVisible({ timeout: 15_000 });

  // Before its new start the vote is not open; then it opens, then it closes by itself.
  expect((await board()).votacaoAberta).toBe(false);
  await expect(async () => expect((await board()).votacaoAberta).toBe(true)).toPass({
    timeout: start - Date.now() + 30_000,
    intervals: [2_000],
  });
  const tv = await page.context().newPage();
  await tv.goto('/stockcar/proseries/fanpush-tv');
  await expect(tv.getByRole('timer')).toBeVisible();
  await expect(tv.getByText('Votação encerrada. Este é o resultado final.')).toHaveCount(0);

  await expect(async () => {
    const closed = await board();
    expect(closed.votacaoAberta).toBe(false);
    expect(closed.encerrada).toBe(true);
  }).toPass({ timeout: end - Date.now() + 30_000, intervals: [2_000] });
  await tv.reload();
  await expect(tv.getByText('Votação encerrada. Este é o resultado final.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Encerrada').first()).toBeVisible({ timeout: 15_000 });
});
