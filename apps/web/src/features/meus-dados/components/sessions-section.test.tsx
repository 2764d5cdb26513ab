import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sessao } from '@stockcar/shared/schemas/meus-dados';
import { isSignedIn } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { reply } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { meusDadosHandlers } from '../testing/handlers.ts';
import { renderWithLogin, setUpMember, settle } from '../testing/member-page.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

beforeEach(setUpMember);

const session = (over: Partial<Sessao>): Sessao => ({
  id: '00000000-0000-4000-8000-000000000001',
  dispositivo: 'Chrome no Android',
  criadoEm: '2025-01-30T12:00:00.000Z',
  ultimoUsoEm: '2025-01-31T12:00:00.000Z',
  atual: true,
  ...over,
});

describe('Sessões e dispositivos', () => {
  it('marks this device and ends another after a confirmation', async () => {
    const other = session({
      id: '00000000-0000-4000-8000-000000000002',
      dispositivo: 'Safari no iPhone',
      atual: false,
    });
    server.use(
      meusDadosHandlers.getSessoes({ sessoes: [session({}), other] }, { sessoes: [session({})] }),
      meusDadosHandlers.endSessao(other.id, reply(204)),
    );
    const calls = recordRequests();
    renderWithProviders(<SessionsSection />);
    await settle();
    expect(screen.getByText('Este dispositivo')).toBeTruthy();
    // Each session has its own "Encerrar" (this device's one logs out).
    expect(screen.getAllByRole('button', { name: /^Encerrar a sessão/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Encerrar a sessão de Safari no iPhone' }));
    const dialog = screen.getByRole('dialog', { name: 'Encerrar sessão' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encerrar sessão' }));
    await settle();
    expect(calls.some((c) => c.key === `DELETE /MeusDados/sessoes/${other.id}`)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(clubePtBr.sessaoEncerrada)).toBeTruthy();
    expect(screen.queryByText('Safari no iPhone')).toBeNull();
  });

  it("ends this device's session as a logout: the server is told and the member is out", async () => {
    server.use(
      meusDadosHandlers.getSessoes({ sessoes: [session({})] }),
      libHandlers.logout(reply(204)),
    );
    const calls = recordRequests();
    renderWithProviders(<SessionsSection />);
    await settle();
    fireEvent.click(
      screen.getByRole('button', { name: 'Encerrar a sessão deste dispositivo (sair)' }),
    );
    await settle();
    // The logout call's module loads with the member's token (lib/access-token.ts).
    await vi.waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /Autenticacao/logout')).toBe(true),
    );
    expect(isSignedIn()).toBe(false);
  });

  it('logs out everywhere only after the confirmation, then lands on the login with a notice', async () => {
    server.use(
      meusDadosHandlers.getSessoes({ sessoes: [session({})] }),
      meusDadosHandlers.endAllSessoes(reply(204)),
    );
    const calls = recordRequests();
    renderWithLogin(<SessionsSection />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair de todos os dispositivos' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.key.includes('encerrar-todas'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sair de todos' }));
    await settle();
    expect(calls.some((c) => c.key === 'POST /MeusDados/sessoes/encerrar-todas')).toBe(true);
    expect(isSignedIn()).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/Você saiu de todos os dispositivos/);
  });
});
