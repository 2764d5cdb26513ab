import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PilotoCard } from '@stockcar/shared/schemas/racing';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { categoryOf } from '../../../testing/categories.ts';
import { spyOnFetch } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { pilotoHandlers } from '../testing/handlers.ts';
import { DriverList } from './driver-list.tsx';

const piloto = (
  idPiloto: number,
  nome: string,
  subcategoria: string | null = null,
): PilotoCard => ({
  idPiloto,
  nome,
  sobrenome: 'Gomes',
  numero: String(idPiloto),
  pontuacao: 100 + idPiloto,
  imagem: '/p.svg',
  imagemB: '/p-b.svg',
  logoMontadora: '/m.svg',
  logoEquipe: '/e.svg',
  carro: 'Chevrolet Tracker',
  equipe: 'Piracema Speed',
  subcategoria,
});

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('DriverList (public-site.md §2.5)', () => {
  it('links each card to the driver page and shows the points', async () => {
    server.use(pilotoHandlers.getPilotos(1, { pilotos: [piloto(12, 'Gustavo')] }));
    renderWithProviders(<DriverList category={categoryOf('proseries')} />);
    const link = await screen.findByRole('link', { name: 'Gustavo Gomes' });
    expect(link.getAttribute('href')).toBe('/stockcar/proseries/piloto/12');
    expect(screen.getByText('112 pts')).toBeTruthy();
  });

  it('links nothing on the old turismo', async () => {
    server.use(pilotoHandlers.getPilotos(5, { pilotos: [piloto(140, 'Enzo')] }));
    renderWithProviders(<DriverList category={categoryOf('turismo-nacional-antigo')} />);
    expect(await screen.findByRole('heading', { name: 'Enzo Gomes' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('splits e-stock into PRO and AM, without points or links', async () => {
    server.use(
      pilotoHandlers.getPilotos(2, ({ query }) => ({
        pilotos:
          query.get('subCategoria') === 'PRO'
            ? [piloto(63, 'Benício', 'PRO')]
            : [piloto(60, 'Igor', 'Amador')],
      })),
    );
    const fetchMock = spyOnFetch();
    renderWithProviders(<DriverList category={categoryOf('e-stock')} />);
    const panel = await screen.findByRole('tabpanel', { name: 'PRO' });
    expect(await within(panel).findByRole('heading', { name: 'Benício Gomes' })).toBeTruthy();
    expect(screen.queryByText(/pts$/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'AM' }));
    expect(await screen.findByRole('heading', { name: 'Igor Gomes' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      expect.stringMatching(/\/Piloto\/categoria\/2\?subCategoria=PRO&idioma=pt-br$/),
      expect.stringMatching(/\/Piloto\/categoria\/2\?subCategoria=Amador&idioma=pt-br$/),
    ]);
  });

  it('says so when there are no drivers', async () => {
    server.use(pilotoHandlers.getPilotos(3, { pilotos: [] }));
    renderWithProviders(<DriverList category={categoryOf('stock-series')} />);
    expect(await screen.findByText('Nenhum piloto encontrado.')).toBeTruthy();
  });
});
