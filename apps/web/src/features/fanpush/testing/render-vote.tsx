import { fireEvent, screen, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { Route, Routes } from 'react-router';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { perfil } from '../../../testing/perfil.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { VotePage } from '../components/vote-page.tsx';
import { fanpush, pilotoFanpush } from './fixtures.ts';
import { fanpushHandlers } from './handlers.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

/** The vote page's unit-test kit: a signed-in member with an open vote unless overridden. */

export const sent = { mensagem: 'ok', reenvioEmSegundos: 120, expiraEmSegundos: 600 };
export const picks = [1, 2, 3].map(pilotoFanpush);
export const confirmed = {
  mensagem: clubePtBr.fanpushVotoConfirmado,
  fanpush: fanpush({ usuarioVotou: true, validado: true, listaPilotosVoto: picks }),
};

/** The vote page at its route; the pre-vote is a stub to see the redirect. */
export function renderVote(...handlers: HttpHandler[]) {
  server.use(
    libHandlers.getPerfil({ perfil: perfil({ aceitaFluxoFanpush: true }) }),
    fanpushHandlers.getFanpush({ fanpush: fanpush() }),
  );
  // Used last, the test's own handlers answer first.
  server.use(...handlers);
  const calls = recordRequests();
  renderWithProviders(
    <Routes>
      <Route path="/stockclub/votacao-fanpush" element={<VotePage />} />
      <Route path="/stockclub/pre-votacao" element={<p>pré-votação</p>} />
    </Routes>,
    '/stockclub/votacao-fanpush',
  );
  return calls;
}

export const card = (n: number) =>
  screen.getByRole('checkbox', { name: new RegExp(`Piloto ${n}$`) });
export const confirmButton = () => screen.getByRole('button', { name: 'Confirmar votos' });

export async function typeToken(code: string) {
  const group = await screen.findByRole('group', { name: 'Token recebido por SMS' });
  const first = within(group).getAllByRole('textbox')[0] as HTMLElement;
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar token' }));
}
