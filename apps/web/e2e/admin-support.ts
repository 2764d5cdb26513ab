import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../api/src/seed/staff.ts';

/*
 * Staff console helpers for the browser tests (the `console` project, admin-*.spec.ts).
 * Sign-in needs password + TOTP: the code is computed here from the account's secret, as an
 * authenticator app would.
 */

export { DEMO_STAFF_PASSWORD };

const STEP_SECONDS = 30;

/*
 * The time steps already spent, shared by the run's worker processes (two workers may sign in
 * as the same account at once): a step is claimed by creating a directory, which only one
 * process can do. The folder is the run's own (playwright.config.ts names it after its pid).
 */
const claimedStepsDir = process.env.E2E_OUTBOX_DIR
  ? `${process.env.E2E_OUTBOX_DIR}-totp`
  : join(tmpdir(), `stockcar-e2e-totp-${process.ppid}`);

function claimStep(secret: string, step: number): boolean {
  mkdirSync(claimedStepsDir, { recursive: true });
  const name = createHash('sha256').update(secret).digest('hex').slice(0, 16);
  try {
    mkdirSync(join(claimedStepsDir, `${name}-${step}`));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * A fresh TOTP code for `secret` (base32): never one about to expire (under 3 s left) nor one
 * this run already spent, so the server's replay protection does not refuse it.
 */
export async function totpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now() / 1000;
    const step = Math.floor(now / STEP_SECONDS);
    const left = STEP_SECONDS - (now % STEP_SECONDS);
    if (left >= 3 && claimStep(secret, step)) return generate({ secret });
    // Waiting for the authenticator's next code is not the app being slow: the test gets the time.
    const wait = Math.ceil(left * 1000) + 100;
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Signs in to the console at /admin with e-mail, password and a TOTP code from `secret`. */
export async function signInToConsole(
  page: Page,
  email: string,
  secret: string,
  password: string = DEMO_STAFF_PASSWORD,
): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByLabel('Código do autenticador').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: /^Olá,/ })).toBeVisible();
}

/** The demo accounts' TOTP secrets by e-mail (the seed's, listed in the README). */
export const DEMO_TOTP_SECRETS: Record<string, string> = Object.fromEntries(
  DEMO_STAFF.map((account) => [account.email, account.totp]),
);

/**
 * Types a search in a console list and waits until the list has written it to the address:
 * react-admin applies a typed filter after a delay, and a record opened before that would be
 * left again when the list catches up.
 */
export async function searchList(page: Page, field: Locator, text: string) {
  await field.fill(text);
  await expect(page).toHaveURL(/[?&]filter=%7B[^&]+/, { timeout: 20_000 });
}

/**
 * Opens the record of a list row and waits for `opened` (something only the record's page
 * shows). On a busy machine a click can be lost while the filtered list re-renders, or the
 * list's delayed URL update can take the page back to the list: clicked again until the
 * record's page (`url`) shows `opened`.
 */
export async function openRow(page: Page, row: Locator, url: RegExp, opened: Locator) {
  await expect(async () => {
    if (!url.test(page.url())) await row.click({ timeout: 3_000 });
    await expect(page).toHaveURL(url, { timeout: 3_000 });
    await expect(opened).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}
