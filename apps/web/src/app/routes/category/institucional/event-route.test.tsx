import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaginaEvento } from '@stockcar/shared/schemas/pagina-evento';
import { eventosHandlers } from '../../../../features/eventos/testing/handlers.ts';
import { NOT_FOUND, reply } from '../../../../testing/fake-api.ts';
import { server } from '../../../../testing/msw.ts';
import { renderWithProviders } from '../../../../testing/render.tsx';
import { recordRequests } from '../../../../testing/sent-requests.ts';
import { TEST_CONFIG, installRuntimeConfig } from '../../../../testing/runtime-config.ts';
import BeloHorizontePage from './belo-horizonte.tsx';
import HistoriaBhPage from './historia-bh.tsx';

const FESTIVAL: PaginaEvento = {
  pagina: 'belo-horizonte',
  chamada: 'Festival · Belo Horizonte',
  titulo: 'BH Stock Festival',
  linhaFina: 'Três dias de velocidade na Pampulha.',
  cena: 'festival',
  descricaoCena: 'Ilustração do festival à noite',
  fatos: [{ rotulo: 'Extensão', valor: '2,9 km' }],
  secoes: [
    {
      titulo: 'Programação',
      texto: '<p>Portões abertos das 9h às 23h.</p><ul><li>Sexta-feira: treinos.</li></ul>',
    },
  ],
  tags: [],
  relacionados: [
    { rotulo: 'A história da Stock Car em BH', href: '/stockcar/proseries/historia-bh' },
  ],
};

beforeEach(async () => {
  await installRuntimeConfig(TEST_CONFIG);
});

/** The page at its route, so the category comes from the path as in the app. */
const at = (path: string, page: ReactNode) =>
  renderWithProviders(
    <Routes>
      <Route path="/stockcar/:categoria/*" element={page} />
    </Routes>,
    path,
  );

describe('event pages read from the API (public-site.md §2.3)', () => {
  it('shows the page the newsroom wrote: fact sheet, sections, related links and the ticket link', async () => {
    server.use(eventosHandlers.getPaginaEvento('belo-horizonte', FESTIVAL));
    at('/stockcar/proseries/belo-horizonte', <BeloHorizontePage />);

    const main = await screen.findByRole('article');
    expect(within(main).getByRole('heading', { level: 1, name: 'BH Stock Festival' })).toBeTruthy();
    expect(within(main).getByRole('img', { name: 'Ilustração do festival à noite' })).toBeTruthy();
    expect(within(main).getByText('2,9 km')).toBeTruthy();
    const section = within(main).getByRole('heading', { level: 2, name: 'Programação' })
      .parentElement as HTMLElement;
    expect(within(section).getByText('Portões abertos das 9h às 23h.')).toBeTruthy();
    expect(within(section).getByRole('listitem').textContent).toBe('Sexta-feira: treinos.');
    expect(
      within(main)
        .getByRole('link', { name: 'A história da Stock Car em BH' })
        .getAttribute('href'),
    ).toBe('/stockcar/proseries/historia-bh');
    expect(within(main).getByRole('link', { name: /Comprar ingressos/ })).toBeTruthy();
    // No tags: no tag list.
    expect(within(main).queryByRole('list', { name: 'Tags' })).toBeNull();
  });

  it('offers another try when the page cannot be loaded, then shows it', async () => {
    server.use(eventosHandlers.getPaginaEvento('belo-horizonte', reply(500), FESTIVAL));
    at('/stockcar/proseries/belo-horizonte', <BeloHorizontePage />);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível carregar esta página agora.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'BH Stock Festival' }),
    ).toBeTruthy();
  });

  it('shows the not-found state when the newsroom removed the page', async () => {
    server.use(eventosHandlers.getPaginaEvento('historia-bh', NOT_FOUND));
    at('/stockcar/proseries/historia-bh', <HistoriaBhPage />);

    expect(await screen.findByRole('heading', { name: 'Ops! Saímos da pista.' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('under another category shows the not-found state without asking the API', async () => {
    const requests = recordRequests((r) => r.key);
    at('/stockcar/formula-4/historia-bh', <HistoriaBhPage />);

    expect(await screen.findByRole('heading', { name: 'Ops! Saímos da pista.' })).toBeTruthy();
    expect(requests.filter((key) => key.includes('PaginaEvento'))).toEqual([]);
  });
});
