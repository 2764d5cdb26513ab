import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryOf as category } from '../../../testing/categories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { etapa } from '../testing/fixtures.ts';
import { StageCard } from './stage-card.tsx';

const podio = [1, 2, 3].map((posicao) => ({
  posicao,
  imagem: `/p${posicao}.svg`,
  nome: `Piloto ${posicao}`,
  numero: String(posicao * 10),
}));

// The calendar links carry the API key the page's settings hold.
beforeAll(() => installRuntimeConfig());

describe('StageCard (public-site.md §2.5)', () => {
  it("gives the next stage 'Saiba mais' to the circuit and its 'Programação'", () => {
    renderWithProviders(<StageCard category={category('proseries')} etapa={etapa()} />);
    const card = screen.getByRole('article', { name: '12ª Etapa' });
    expect(within(card).getByRole('link', { name: 'Saiba mais' }).getAttribute('href')).toBe(
      '/stockcar/proseries/circuito/1',
    );
    expect(within(card).getByRole('link', { name: 'Programação' }).getAttribute('href')).toBe(
      '/stockcar/proseries/programacao/1',
    );
    expect(within(card).getByRole('link', { name: 'Interlagos' }).getAttribute('href')).toBe(
      '/stockcar/proseries/circuito/1',
    );
    expect(within(card).queryByRole('link', { name: 'Comprar ingresso' })).toBeNull();
  });

  it('offers tickets instead when the session ticket button is on', () => {
    sessionStorage.setItem('btnIngresso', JSON.stringify({ show: true, link: '' }));
    renderWithProviders(<StageCard category={category('proseries')} etapa={etapa()} />);
    const ticket = screen.getByRole('link', { name: 'Comprar ingresso' });
    expect(ticket.getAttribute('href')).toBe('https://ingressos.example/12');
    expect(ticket.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'Saiba mais' })).toBeNull();
  });

  it('offers neither on a SUPER RACE stage', () => {
    sessionStorage.setItem('btnIngresso', JSON.stringify({ show: true, link: '' }));
    const superRace = etapa({
      corridas: [{ descricao: 'SUPER RACE', podio: [], podioTurismo: [] }],
    });
    renderWithProviders(<StageCard category={category('proseries')} etapa={superRace} />);
    expect(screen.queryByRole('link', { name: 'Comprar ingresso' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Saiba mais' })).toBeNull();
  });

  it('shows a finished stage’s podium per race tab, without Programação', () => {
    const finished = etapa({
      proxima: false,
      finalizada: true,
      corridas: [
        { descricao: 'Corrida 1', podio, podioTurismo: [] },
        { descricao: 'Corrida 2', podio: podio.slice().reverse(), podioTurismo: [] },
      ],
    });
    renderWithProviders(<StageCard category={category('proseries')} etapa={finished} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Corrida 1',
      'Corrida 2',
    ]);
    const podium = screen.getByRole('list', { name: 'Pódio' });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Programação' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Saiba mais' })).toBeNull();
    // Raced already: nothing to add to a calendar, no start time.
    expect(screen.queryByRole('link', { name: 'Adicionar à agenda' })).toBeNull();
    expect(screen.queryByText(/^Largada/)).toBeNull();
  });

  it('lists turismo podiums by class', () => {
    const turismo = etapa({
      proxima: false,
      finalizada: true,
      corridas: [
        {
          descricao: 'Sprint',
          podio: [],
          podioTurismo: [
            { grupo: 'A', pilotos: [{ nome: 'Arthur Xavier', numero: '9' }] },
            { grupo: 'B', pilotos: [{ nome: 'Beatriz Almeida', numero: '82' }] },
          ],
        },
      ],
    });
    renderWithProviders(<StageCard category={category('turismo-nacional')} etapa={turismo} />);
    expect(within(screen.getByRole('list', { name: 'Classe A' })).getByText('Arthur Xavier'));
    expect(within(screen.getByRole('list', { name: 'Classe B' })).getByText('Beatriz Almeida'));
  });

  it("titles a formula-4 stage of 03 NOV 'GP São Paulo de F1', and no other", () => {
    const gp = etapa({ dataEtapa: '2024-11-03T17:00:00.000Z', dataDia: '03', dataMes: 'NOV' });
    const { unmount } = renderWithProviders(
      <StageCard category={category('formula-4')} etapa={gp} />,
    );
    expect(screen.getByText('GP São Paulo de F1')).toBeTruthy();
    unmount();
    renderWithProviders(<StageCard category={category('proseries')} etapa={gp} />);
    expect(screen.queryByText('GP São Paulo de F1')).toBeNull();
  });

  it('offers a stage ahead for the calendar, with its start in Brasília time (issue 15)', () => {
    renderWithProviders(
      <StageCard category={category('proseries')} etapa={etapa({ proxima: false })} />,
    );
    const card = screen.getByRole('article', { name: '12ª Etapa' });
    const add = within(card).getByRole('link', { name: 'Adicionar à agenda' });
    expect(add.getAttribute('href')).toBe('/api/v1/Etapa/1/agenda.ics?apiKey=test-api-key');
    expect(add.hasAttribute('download')).toBe(true);
    expect(
      within(card)
        .getByText(/^Largada: 14h00 em Brasília/)
        .getAttribute('datetime'),
    ).toBe('2026-12-20T17:00:00.000Z');
  });
});
