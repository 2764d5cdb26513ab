import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { CONTACT } from './contact.ts';

export { CONTACT };

/** Types the five contact fields shared by the B2B proposal and the sponsor lead forms. */
export async function fillContactFields(user: UserEvent, values: Partial<typeof CONTACT> = {}) {
  const contact = { ...CONTACT, ...values };
  await user.type(screen.getByLabelText(/^Empresa/), contact.company);
  await user.type(screen.getByLabelText(/^Nome do responsável/), contact.responsible);
  await user.type(screen.getByLabelText(/^Cargo/), contact.position);
  await user.type(screen.getByLabelText(/^E-mail corporativo/), contact.email);
  await user.type(screen.getByLabelText(/^Celular/), contact.mobile);
}

export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/**
 * A fake fetch for a form: each call gets the next answer (a Response, or an Error thrown as a
 * network failure); every request but the failure alerts is recorded with its parsed JSON or
 * FormData body.
 */
export function fakeFormFetch(...answers: (Response | Error)[]) {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      // The failure alert the API client posts is not the form's business.
      if (url.endsWith('/alertas')) return new Response(null, { status: 202 });
      const body =
        typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
      requests.push({
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body,
      });
      const answer = answers.shift() ?? new Response('{}', { status: 500 });
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  // The API client scrolls to the top on a failure, the forms on a success.
  vi.stubGlobal('scrollTo', vi.fn());
  return requests;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
