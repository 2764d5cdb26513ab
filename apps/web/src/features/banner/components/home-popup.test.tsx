import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_DELAY_MS } from '@stockcar/shared/constants';
import type { Popup } from '@stockcar/shared/schemas/banner';
import { setLiveFlag } from '../../../lib/session.ts';
import { getPopupQueryOptions } from '../api/get-popup.ts';
import { HomePopup } from './home-popup.tsx';

const popup: Popup = {
  id: 1,
  titulo: 'Super Final: ingressos à venda',
  link: 'https://ingressos.example.com',
  url: '/popup.webp',
  urlMobile: '',
  abrirNovaAba: true,
};

function renderPopup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(getPopupQueryOptions(1).queryKey, popup);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePopup idCategoria={1} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const dialog = () => screen.queryByRole('dialog', { name: popup.titulo });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  // No live holds the screen: the popup may show (public-site.md §4).
  setLiveFlag('true');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the home popup (public-site.md §4)', () => {
  it('shows POPUP_DELAY_MS after the page has loaded, however early it starts', () => {
    // A server-rendered home hydrates while its images still load.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderPopup();
    advance(POPUP_DELAY_MS + 2_000);
    expect(dialog()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    advance(POPUP_DELAY_MS - 100);
    expect(dialog()).toBeNull();
    advance(100);
    expect(dialog()).not.toBeNull();
  });

  it('counts from its start on a page already loaded (a navigation inside the site)', () => {
    renderPopup();
    advance(POPUP_DELAY_MS - 100);
    expect(dialog()).toBeNull();
    advance(100);
    expect(dialog()).not.toBeNull();
  });
});
