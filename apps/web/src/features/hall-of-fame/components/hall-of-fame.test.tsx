import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HallOfFameResponse } from '@stockcar/shared/schemas/hall-of-fame';
import { signInForTest, TEST_MEMBER } from '../../../testing/member-session.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { hallOfFameHandlers } from '../testing/handlers.ts';
import { HallOfFame } from './hall-of-fame.tsx';
import { QuizCall } from './quiz-call.tsx';

const champion = (nomePiloto: string, anos: number[]) => ({
  nomePiloto,
  foto: `/m/${nomePiloto}.svg`,
  titulos: anos.length,
  anos,
  vitorias: 10,
  numeroCorridas: 200,
});

const DATA: HallOfFameResponse = {
  campeoes: [
    champion('Ana Lima', [2010, 2012, 2015]),
    champion('Bia Costa', [2011, 2013]),
    champion('Caio Reis', [2014]),
    champion('Davi Melo', [2016]),
  ],
  maioresVencedores: [
    { posicao: 1, nomePiloto: 'Ana Lima', vitorias: 40 },
    { posicao: 2, nomePiloto: 'Eva Rocha', vitorias: 1 },
  ],
  // Out of order on purpose: the page sorts by race count.
  pilotos: [
    { nomePiloto: 'Caio Reis', numeroCorridas: 12 },
    { nomePiloto: 'Ana Lima', numeroCorridas: 301 },
    { nomePiloto: 'Bia Costa', numeroCorridas: 300 },
    { nomePiloto: 'Davi Melo', numeroCorridas: 299 },
    { nomePiloto: 'Eva Rocha', numeroCorridas: 420 },
  ],
};

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.hof-list__name')?.textContent);

beforeEach(async () => {
  await installRuntimeConfig();
});

describe('the hall of fame page (fan-club.md §2)', () => {
  it('shows a podium of three, the wins list and the drivers split at 300 races', async () => {
    server.use(hallOfFameHandlers.getHallOfFame(DATA));
    renderWithProviders(<HallOfFame />);
    const podium = await screen.findByRole('list', { name: 'Pódio dos campeões' });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
    expect(within(podium).getByText('3 títulos')).toBeTruthy();
    expect(names(screen.getByRole('list', { name: 'Maiores vencedores' }))).toEqual([
      'Ana Lima',
      'Eva Rocha',
    ]);
    const veterans = screen.getByRole('region', { name: '300 corridas ou mais' });
    expect(names(veterans)).toEqual(['Eva Rocha', 'Ana Lima', 'Bia Costa']);
    const rest = screen.getByRole('region', { name: 'Menos de 300 corridas' });
    expect(names(rest)).toEqual(['Davi Melo', 'Caio Reis']);
  });

  it('opens and closes a winner card', async () => {
    server.use(hallOfFameHandlers.getHallOfFame(DATA));
    renderWithProviders(<HallOfFame />);
    const toggle = await screen.findByRole('button', { name: /Bia Costa/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = screen.getByText('2011, 2013').closest('dl');
    expect(details?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details?.hidden).toBe(false);
    expect(toggle.getAttribute('aria-controls')).toBe(details?.id);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details?.hidden).toBe(true);
  });

  it('says so when there is nothing yet', async () => {
    server.use(
      hallOfFameHandlers.getHallOfFame({ campeoes: [], maioresVencedores: [], pilotos: [] }),
    );
    renderWithProviders(<HallOfFame />);
    expect(await screen.findByText('O Hall da Fama ainda não tem pilotos.')).toBeTruthy();
  });
});

describe('the quiz call to action', () => {
  it('starts the quiz for a member with a cpf', () => {
    signInForTest();
    renderWithProviders(<QuizCall categoria="proseries" />);
    expect(screen.getByRole('link', { name: 'Começar o quiz' }).getAttribute('href')).toBe(
      '/stockcar/proseries/hall-of-fame/stock-quiz',
    );
  });

  it('asks a visitor to log in, and tells a member without cpf why not', () => {
    renderWithProviders(<QuizCall categoria="proseries" />);
    expect(screen.getByRole('link', { name: 'Fazer login' }).getAttribute('href')).toBe(
      '/stockclub/login',
    );
    expect(screen.queryByRole('link', { name: 'Começar o quiz' })).toBeNull();
  });

  it('keeps the quiz closed to a member without cpf', () => {
    signInForTest('jwt', { ...TEST_MEMBER, cpf: '' });
    renderWithProviders(<QuizCall categoria="proseries" />);
    expect(screen.getByText(/exclusivo para sócios do Stock Club com CPF/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Começar o quiz' })).toBeNull();
  });
});
