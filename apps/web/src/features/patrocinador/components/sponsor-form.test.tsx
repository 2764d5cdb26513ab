import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { CONTACT, fillContactFields } from '../../../testing/contact-form.ts';
import { reply } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { patrocinadorHandlers } from '../testing/handlers.ts';
import { SponsorForm } from './sponsor-form.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('sponsor lead form (public-site.md §4, §5)', () => {
  it('sends the five contact fields once valid and confirms', async () => {
    server.use(patrocinadorHandlers.sendPatrocinador(reply(201, { id: 4 })));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<SponsorForm backHref="/stockcar/proseries/seja-patrocinador" />);
    const send = screen.getByRole('button', { name: 'Enviar' });
    await fillContactFields(user, { mobile: '119876' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Celular/), '54321');
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Cadastro enviado!' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Voltar para a página de patrocínio' }).getAttribute('href'),
    ).toBe('/stockcar/proseries/seja-patrocinador');
    expect(requests[0]?.url).toBe('/api/v1/Patrocinador');
    expect(requests[0]?.body).toEqual({
      empresa: CONTACT.company,
      nomeResponsavel: CONTACT.responsible,
      cargo: CONTACT.position,
      email: CONTACT.email,
      celular: '(11) 98765-4321',
    });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
