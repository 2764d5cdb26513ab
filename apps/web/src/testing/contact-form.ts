import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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
