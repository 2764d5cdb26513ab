import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_PLACEHOLDERS } from '@stockcar/shared/constants';
import type { FooterResponse } from '@stockcar/shared/schemas/footer';
import { applyCategoryLanguage } from '../../lib/language.ts';
import { ROUTER_UPDATE_EVENT } from '../../lib/session.ts';
import { installRuntimeConfig } from '../../testing/runtime-config.ts';
import { SponsorLogos } from './sponsor-logos.tsx';
import { footerHandlers } from '../../features/footer/testing/handlers.ts';
import { server } from '../../testing/msw.ts';

const footer: FooterResponse = {
  itemsRodape: [],
  montadoras: [{ nome: 'Chevrolet', imagem: '/m/chevrolet.svg' }],
  patrocinadores: [{ nome: 'Banco', imagem: '/m/banco.svg' }],
  fornecedores: [],
  mediaPartners: [{ nome: 'Rádio', imagemPartner: '/m/radio.svg' }],
};

let release: () => void = () => undefined;
const fetchMock = vi.fn(
  (_url: string) =>
    new Promise<FooterResponse>((resolve) => {
      release = () => resolve(footer);
    }),
);

/** Answers the block's `count`-th request once it has reached the fake API. */
async function answerCall(count: number) {
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(count));
  await act(async () => release());
}

function renderBlock(props: Parameters<typeof SponsorLogos>[0] = {}) {
  server.use(footerHandlers.getFooter(props.idCategoria ?? 1, ({ url }) => fetchMock(url)));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SponsorLogos {...props} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await installRuntimeConfig();
  fetchMock.mockClear();
  applyCategoryLanguage('proseries');
});

describe('SponsorLogos (public-site.md §2.4)', () => {
  it('shows six placeholders while loading, then only the groups that have logos', async () => {
    const { container } = renderBlock();
    expect(container.querySelectorAll('.sponsors__placeholder')).toHaveLength(LOGO_PLACEHOLDERS);
    // No category on the route: the block asks for category 1.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/Footer\/categoria\/1\?/),
    );
    await answerCall(1);
    const headings = (await screen.findAllByRole('heading')).map((h) => h.textContent);
    expect(headings).toEqual(['MONTADORAS', 'NOSSOS PATROCINADORES', 'MEDIA PARTNERS']);
    expect(screen.getByRole('img', { name: 'Rádio' }).getAttribute('src')).toBe('/m/radio.svg');
  });

  it('drops a group the parent does not allow', async () => {
    renderBlock({ idCategoria: 3, allow: { montadoras: false } });
    await answerCall(1);
    await screen.findByRole('heading', { name: 'NOSSOS PATROCINADORES' });
    expect(screen.queryByRole('heading', { name: 'MONTADORAS' })).toBeNull();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/Footer\/categoria\/3\?/),
    );
  });

  it('uses the translated sponsor heading and special style on formula-4 in English', async () => {
    sessionStorage.setItem('idioma', 'en');
    applyCategoryLanguage('formula-4');
    const { container } = renderBlock({ idCategoria: 4, special: true });
    await answerCall(1);
    expect(await screen.findByRole('heading', { name: 'OUR SPONSORS' })).toBeTruthy();
    expect(container.querySelector('.sponsors--special')).not.toBeNull();
  });

  it('reloads when a router-update event fires', async () => {
    renderBlock();
    await answerCall(1);
    await screen.findByRole('heading', { name: 'MONTADORAS' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event(ROUTER_UPDATE_EVENT));
    });
    await answerCall(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
