import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import RevogarAutorizacaoPage from './revogar-autorizacao.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import { meusDadosHandlers } from '../../../features/meus-dados/testing/handlers.ts';
import { problem, spyOnFetch } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';

const HASH = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function renderAt(url: string) {
  renderWithProviders(
    <Routes>
      <Route path="/stockclub/revogar-autorizacao" element={<RevogarAutorizacaoPage />} />
    </Routes>,
    url,
  );
}

function stubApi(answer: Parameters<typeof meusDadosHandlers.revogarAutorizacao>[0]) {
  server.use(meusDadosHandlers.revogarAutorizacao(answer));
  return spyOnFetch();
}

beforeEach(() => installRuntimeConfig());

describe('the guardian’s revocation page (issue 12)', () => {
  it('opening the link changes nothing; the button revokes with the link’s secret', async () => {
    const fetchMock = stubApi({ mensagem: clubePtBr.autorizacaoRevogada });
    renderAt(`/stockclub/revogar-autorizacao?h=${HASH}`);
    expect(screen.getByText(/a conta dele é excluída/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Revogar autorização e excluir a conta' }));
    await act(async () => {});
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/MeusDados/revogar-autorizacao');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ hash: HASH });
    expect(await screen.findByRole('heading', { name: 'Autorização revogada' })).toBeTruthy();
    expect(screen.getByText(clubePtBr.autorizacaoRevogada)).toBeTruthy();
  });

  it('says so when the link is no longer valid', async () => {
    stubApi(problem(400, clubePtBr.linkInvalido));
    renderAt(`/stockclub/revogar-autorizacao?h=${HASH}`);
    fireEvent.click(screen.getByRole('button', { name: 'Revogar autorização e excluir a conta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(clubePtBr.linkInvalido);
  });

  it('explains where the link is when it came without one', () => {
    const fetchMock = stubApi({ mensagem: clubePtBr.autorizacaoRevogada });
    renderAt('/stockclub/revogar-autorizacao');
    expect(screen.getByText(/precisa do link completo/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
