import { fireEvent, screen } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { signInForTest } from '../../../testing/member-session.ts';
import { perfil } from '../../../testing/perfil.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { reply } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { fanpushHandlers } from '../testing/handlers.ts';
import { PreVote } from './pre-vote.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

function renderPreVote(member: Partial<Perfil>, ...handlers: HttpHandler[]) {
  server.use(libHandlers.getPerfil({ perfil: perfil(member) }), ...handlers);
  const calls = recordRequests();
  renderWithProviders(
    <Routes>
      <Route path="/stockclub/pre-votacao" element={<PreVote />} />
      <Route path="/stockclub/votacao-fanpush" element={<p>votação</p>} />
    </Routes>,
    '/stockclub/pre-votacao',
  );
  return calls;
}

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
});

describe('pre-vote (fan-club.md §4)', () => {
  it('goes straight to the vote with an active phone and the flow accepted', async () => {
    renderPreVote({ celularAtivo: true, aceitaFluxoFanpush: true });
    expect(await screen.findByText('votação')).toBeTruthy();
  });

  it('asks a member without a phone to edit the profile', async () => {
    renderPreVote({ phone: '', celularAtivo: false });
    expect(await screen.findByText(clubePtBr.fanpush.noPhone)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar perfil' }).getAttribute('href')).toBe(
      '/stockclub/meu-perfil?phone=true',
    );
  });

  it('offers the activation of a phone not yet active', async () => {
    renderPreVote({ celularAtivo: false });
    expect(await screen.findByText(clubePtBr.fanpush.phoneInactive)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ativar celular' }).getAttribute('href')).toBe(
      '/stockclub/meu-perfil?phone=true',
    );
  });

  it('shows the rules and continues to the vote once accepted', async () => {
    const calls = renderPreVote(
      { celularAtivo: true, aceitaFluxoFanpush: false },
      fanpushHandlers.acceptFluxo({ perfil: perfil({ aceitaFluxoFanpush: true }), mensagem: 'ok' }),
    );
    expect(await screen.findByText('Como funciona o Fanpush')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Li e aceito as regras' }));
    expect(await screen.findByText('votação')).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain('POST /Perfil/aceite-fluxo');
  });

  it('stays on the rules with the generic text when the acceptance fails', async () => {
    renderPreVote(
      { celularAtivo: true, aceitaFluxoFanpush: false },
      fanpushHandlers.acceptFluxo(reply(503, {})),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Li e aceito as regras' }));
    expect((await screen.findByRole('alert')).textContent).toBe(clubePtBr.erroGenerico);
    expect(screen.getByRole('button', { name: 'Li e aceito as regras' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
