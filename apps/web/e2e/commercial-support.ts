import type { Page, Request } from '@playwright/test';
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
