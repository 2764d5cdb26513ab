import { expect, type Page, type Request } from '@playwright/test';
import { CONTACT } from '../src/testing/contact.ts';

export { CONTACT };

/** Types the five contact fields of the B2B proposal and the sponsor lead forms. */
export async function fillContact(page: Page, values: Partial<typeof CONTACT> = {}) {
  const contact = { ...CONTACT, ...values };
  await page.getByLabel('Empresa').fill(contact.company);
  await page.getByLabel('Nome do responsável').fill(contact.responsible);
  await page.getByLabel('Cargo').fill(contact.position);
  await page.getByLabel('E-mail corporativo').fill(contact.email);
  await page.getByLabel('Celular').pressSequentially(contact.mobile);
}

/** The POSTs the page sends to an API path, as they leave the browser. */
export function recordPosts(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path)) {
      posts.push(request);
    }
  });
  return posts;
}

/** A small but well-formed PDF: the API checks the leading `%PDF-` signature. */
export function pdfFile(name = 'curriculo.pdf') {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/**
 * Checks the §9 rule that a form's notice lasts 10000 ms, on a page whose clock was installed.
 * The installed clock keeps flowing in real time, so fast-forwarding "9 s" after a few slow
 * assertions could land past the 10 s: instead the moment the alert appears is read from the
 * page's clock, and the clock is paused at fixed offsets from it. Call it before the action
 * that shows the notice and `verify` after it; the clock flows again afterwards.
 */
export async function timeNotice(page: Page) {
  await page.evaluate(() => {
    const shown = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        const alerts = [...document.querySelectorAll('[role="alert"]')];
        if (!alerts.some((alert) => alert.textContent?.trim())) return;
        observer.disconnect();
        resolve(Date.now());
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    Object.assign(window, { __noticeShownAt: shown });
  });
  return {
    async verify() {
      const shownAt = await page.evaluate(
        () => (window as unknown as { __noticeShownAt: Promise<number> }).__noticeShownAt,
      );
      const notice = page.getByRole('alert');
      await page.clock.pauseAt(shownAt + 9_000);
      await expect(notice).toBeVisible();
      await page.clock.pauseAt(shownAt + 10_500);
      await expect(notice).toHaveCount(0);
      await page.clock.resume();
    },
  };
}
