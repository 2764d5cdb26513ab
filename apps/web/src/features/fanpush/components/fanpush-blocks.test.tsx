import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { etapa, fanpush, pilotoFanpush } from '../testing/fixtures.ts';
import { fanpushHandlers } from '../testing/handlers.ts';
import { ClubHomeFanpush } from './club-home-fanpush.tsx';
import { FanpushWinners } from './fanpush-winners.tsx';
import { PreviewCards } from './preview-cards.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
});

describe('club home fan-vote block (fan-club.md §2)', () => {
  beforeEach(() => signInForTest());

  it('calls an open vote to the pre-vote with the countdown to its end', async () => {
    server.use(fanpushHandlers.getFanpush({ fanpush: fanpush() }));
    renderWithProviders(<ClubHomeFanpush />);
    const cta = await screen.findByRole('link', { name: 'Votar agora' });
    expect(cta.getAttribute('href')).toBe('/stockclub/pre-votacao');
    expect(screen.getByRole('timer', { name: 'Tempo até o fim da votação' })).toBeTruthy();
  });

  it('thanks a member whose vote is confirmed', async () => {
    server.use(fanpushHandlers.getFanpush({ fanpush: fanpush({ validado: true }) }));
    renderWithProviders(<ClubHomeFanpush />);
    expect(await screen.findByText(/Obrigado por votar!/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Votar agora' })).toBeNull();
  });

  it('links a closed vote to the leaderboard', async () => {
    server.use(fanpushHandlers.getFanpush({ fanpush: fanpush({ fanpushAberto: false }) }));
    renderWithProviders(<ClubHomeFanpush />);
    const link = await screen.findByRole('link', { name: 'Veja o resultado da votação' });
    expect(link.getAttribute('href')).toBe('/stockclub/votacao-fanpush-live');
  });
});

describe('public home fan-push block (public-site.md §2.3, §7)', () => {
  const vencedor = (posicao: number, votos: number) => ({
    posicao,
    idPiloto: posicao,
    nome: `Piloto ${posicao}`,
    imagemB: `/img/${posicao}.svg`,
    votos,
    idEtapaFanpush: 11,
    etapa: '8ª Etapa',
    circuito: 'Goiânia',
    dataEtapa: '2026-04-01T15:00:00.000Z',
  });

  it('lists the last winners with their shares', async () => {
    server.use(
      fanpushHandlers.getUltimosVencedores({
        ultimosVencedores: [vencedor(1, 21.5), vencedor(2, 18.25)],
      }),
    );
    renderWithProviders(<FanpushWinners />);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1ºPiloto 121,50%', '2ºPiloto 218,25%']);
    expect(screen.getByText('8ª Etapa · Goiânia')).toBeTruthy();
  });

  it('shows nothing before a first result', async () => {
    server.use(fanpushHandlers.getUltimosVencedores({ ultimosVencedores: [] }));
    const calls = recordRequests();
    const view = renderWithProviders(<FanpushWinners />);
    await waitFor(() => expect(view.container.textContent).toBe(''));
    expect(calls.map((call) => call.key)).toEqual(['GET /Fanpush/ultimos-vencedores']);
  });
});

describe('vote preview (fan-club.md §2)', () => {
  it("shows a stage's vote cards read-only, without a login", async () => {
    server.use(
      fanpushHandlers.getFanpushPreview(12, {
        idEtapaFanpush: 12,
        fanpushAberto: true,
        dataInicioVotacao: '2026-01-01T00:00:00.000Z',
        dataFimVotacao: '2099-01-01T00:00:00.000Z',
        etapa,
        listaPilotos: [1, 2].map(pilotoFanpush),
      }),
    );
    const calls = recordRequests();
    renderWithProviders(<PreviewCards idEtapa={12} />);
    expect(await screen.findByText('Piloto 2')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
