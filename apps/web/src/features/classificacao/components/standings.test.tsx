import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { categoryOf } from '../../../testing/categories.ts';
import { NOT_FOUND, spyOnFetch } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig, TEST_CONFIG } from '../../../testing/runtime-config.ts';
import { classificacaoHandlers } from '../testing/handlers.ts';
import { Standings } from './standings.tsx';

const row = {
  idPiloto: 12,
  nome: 'Gustavo',
  sobrenome: 'Gomes',
  numero: '120',
  pontuacao: 438,
  imagem: '/gustavo.svg',
  imagemB: '/gustavo-b.svg',
  logoMontadora: '/m.svg',
  logoEquipe: '/e.svg',
  carro: 'Mitsubishi Eclipse Cross',
  equipe: 'Piracema Speed',
  subcategoria: null,
  posicao: 1,
};

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('Standings (public-site.md §2.5)', () => {
  it('shows the drivers, swapping the photo on hover', async () => {
    server.use(classificacaoHandlers.getClassificacaoPilotos(1, [row]));
    renderWithProviders(<Standings category={categoryOf('proseries')} />);
    expect(screen.getByRole('heading', { name: 'Classificação Stock Car Pro Series' }));
    const photo = await screen.findByRole('img', { name: 'Gustavo Gomes' });
    expect(photo.getAttribute('src')).toBe('/gustavo.svg');
    const tableRow = photo.closest('tr');
    if (!tableRow) throw new Error('no row');
    fireEvent.mouseEnter(tableRow);
    expect(photo.getAttribute('src')).toBe('/gustavo-b.svg');
    fireEvent.mouseLeave(tableRow);
    expect(photo.getAttribute('src')).toBe('/gustavo.svg');
  });

  it("says 'NENHUM RESULTADO FOI ENCONTRADO!' for an empty tab", async () => {
    server.use(
      classificacaoHandlers.getClassificacaoEquipes(1, []),
      classificacaoHandlers.getClassificacaoPilotos(1, [row]),
    );
    renderWithProviders(<Standings category={categoryOf('proseries')} />);
    await userEvent.click(screen.getByRole('tab', { name: 'EQUIPES' }));
    expect(await screen.findByText('NENHUM RESULTADO FOI ENCONTRADO!')).toBeTruthy();
  });

  it("asks turismo's call per tab and links 'Mais Classificações' in a new tab", async () => {
    server.use(classificacaoHandlers.getTurismo([row]));
    const fetchMock = spyOnFetch();
    renderWithProviders(<Standings category={categoryOf('turismo-nacional')} />);
    await screen.findByRole('img', { name: 'Gustavo Gomes' });
    await userEvent.click(screen.getByRole('tab', { name: 'Endurance' }));
    await screen.findByRole('img', { name: 'Gustavo Gomes' });
    const urls = fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams);
    expect(urls.map((q) => [q.get('subcategoria'), q.get('tipo')])).toEqual([
      ['A', ''],
      ['', 'endurance'],
    ]);
    expect(urls[0]?.get('idCategoria')).toBe('6');
    const more = screen.getByRole('link', { name: 'Mais Classificações' });
    expect(more.getAttribute('href')).toBe(TEST_CONFIG.links.maisClassificacoes);
    expect(more.getAttribute('target')).toBe('_blank');
  });

  it('shows no standings content for e-stock', () => {
    const fetchMock = spyOnFetch();
    renderWithProviders(<Standings category={categoryOf('e-stock')} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds 'Classificação completa' for the home block", async () => {
    server.use(
      classificacaoHandlers.getClassificacaoPilotos(1, ({ query }) =>
        query.get('limit') === '10' ? [row] : NOT_FOUND,
      ),
    );
    renderWithProviders(<Standings category={categoryOf('proseries')} limit={10} fullLink />);
    await screen.findByRole('img', { name: 'Gustavo Gomes' });
    expect(screen.getByRole('link', { name: 'Classificação completa' }).getAttribute('href')).toBe(
      '/stockcar/proseries/classificacao',
    );
  });
});
