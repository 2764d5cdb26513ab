import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consentimentos } from '@stockcar/shared/schemas/meus-dados';
import { renderWithProviders } from '../../../testing/render.tsx';
import { problem } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { meusDadosHandlers } from '../testing/handlers.ts';
import { setUpMember, settle } from '../testing/member-page.tsx';
import { ConsentsSection } from './consents-section.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

beforeEach(setUpMember);

const consents: Consentimentos = {
  opcionais: [
    { finalidade: 'email', concedido: true },
    { finalidade: 'sms', concedido: false },
    { finalidade: 'whatsapp', concedido: false },
  ],
  historico: [
    {
      id: 1,
      finalidade: 'email',
      concedido: true,
      origem: 'cadastro',
      concedidoPor: 'titular',
      versaoTexto: '2025-01',
      data: '2025-01-31T17:05:00.000Z',
    },
  ],
};

describe('Consentimentos', () => {
  it('withdraws the e-mail opt-in and shows the new history for 10 s', async () => {
    const withdrawn: Consentimentos = {
      opcionais: consents.opcionais.map((o) => ({ ...o, concedido: false })),
      historico: [
        {
          ...(consents.historico[0] as Consentimentos['historico'][number]),
          id: 2,
          concedido: false,
          origem: 'meus-dados',
        },
        ...consents.historico,
      ],
    };
    server.use(
      meusDadosHandlers.getConsentimentos(consents),
      meusDadosHandlers.updateConsentimento({
        ...withdrawn,
        mensagem: clubePtBr.consentimentoAtualizado,
      }),
    );
    const calls = recordRequests();
    renderWithProviders(<ConsentsSection />);
    expect(screen.getByRole('status')).toBeTruthy();
    await settle();
    const email = screen.getByRole('checkbox', { name: 'Receber novidades e ofertas por e-mail' });
    expect(email).toHaveProperty('checked', true);
    expect(screen.getByText(/31\/01\/2025, 14:05 · Cadastro · Você/)).toBeTruthy();

    fireEvent.click(email);
    await settle();
    expect(calls.find((c) => c.key === 'PUT /MeusDados/consentimentos')?.body).toEqual({
      finalidade: 'email',
      concedido: false,
    });
    expect(email).toHaveProperty('checked', false);
    expect(screen.getByText(clubePtBr.consentimentoAtualizado)).toBeTruthy();
    expect(screen.getAllByText('Retirado')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByText(clubePtBr.consentimentoAtualizado)).toBeNull();
  });

  it('says when the consents did not load, and tries again', async () => {
    server.use(
      meusDadosHandlers.getConsentimentos(problem(503, 'fora'), { ...consents, historico: [] }),
    );
    renderWithProviders(<ConsentsSection />);
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/Não foi possível carregar/);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await settle();
    expect(screen.getByText('Nenhum consentimento registrado.')).toBeTruthy();
  });
});
