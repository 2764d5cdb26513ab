import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { CONTACT } from './contact.ts';
import { HttpResponse } from 'msw';
import { answerRequests, type SentRequest } from './fake-api.ts';

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

/**
 * A fake API for a form: each call gets the next answer (a Response, or an Error: a network
 * failure); every request but the failure alerts is recorded with its parsed JSON or FormData
 * body.
 */
export function fakeFormFetch(...answers: (Response | Error)[]): SentRequest[] {
  return answerRequests(() => {
    const answer = answers.shift() ?? new Response('{}', { status: 500 });
    return answer instanceof Error ? HttpResponse.error() : answer;
  });
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
