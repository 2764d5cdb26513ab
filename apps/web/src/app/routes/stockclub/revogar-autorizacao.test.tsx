import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import RevogarAutorizacaoPage from './revogar-autorizacao.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import { answerLikeFetch } from '../../../testing/fake-api.ts';

const HASH = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function renderAt(url: string) {
  renderWithProviders(
    <Routes>
      <Route path="/stockclub/revogar-autorizacao" element={<RevogarAutorizacaoPage />} />
    </Routes>,
    url,
  );
}

function stubApi(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  answerLikeFetch(fetchMock);
  vi.stubGlobal('scrollTo', vi.fn()); // the API client scrolls up on a failure (§8)
  return fetchMock;
}

beforeEach(() => installRuntimeConfig());

describe('the guardian’s revocation page (issue 12)', () => {
  it('opening the link changes nothing; the button revokes with the link’s secret', async () => {
    const fetchMock = stubApi(200, { mensagem: clubePtBr.autorizacaoRevogada });
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
    stubApi(400, {
      type: 'about:blank',
      title: 'Erro',
      status: 400,
      detail: clubePtBr.linkInvalido,
    });
    renderAt(`/stockclub/revogar-autorizacao?h=${HASH}`);
    fireEvent.click(screen.getByRole('button', { name: 'Revogar autorização e excluir a conta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(clubePtBr.linkInvalido);
  });

  it('explains where the link is when it came without one', () => {
    const fetchMock = stubApi(200, {});
    renderAt('/stockclub/revogar-autorizacao');
    expect(screen.getByText(/precisa do link completo/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
