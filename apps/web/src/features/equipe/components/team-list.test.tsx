import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { categoryOf } from '../../../testing/categories.ts';
import { NOT_FOUND } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { equipeHandlers } from '../testing/handlers.ts';
import { TeamList } from './team-list.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('TeamList (public-site.md §2.5)', () => {
  it('links each team to its page', async () => {
    server.use(
      equipeHandlers.getEquipes(1, [
        {
          idEquipe: 12,
          nomeEquipe: 'Piracema Speed',
          logo: '/e.svg',
          logoEquipe: '/e.svg',
          logoEquipeB: '/e-b.svg',
          pontuacaoEquipe: 661,
        },
      ]),
    );
    renderWithProviders(<TeamList category={categoryOf('proseries')} />);
    const link = await screen.findByRole('link', { name: 'Piracema Speed' });
    expect(link.getAttribute('href')).toBe('/stockcar/proseries/equipe/12');
  });

  it('says so when there are no teams', async () => {
    server.use(equipeHandlers.getEquipes(1, []));
    renderWithProviders(<TeamList category={categoryOf('proseries')} />);
    expect(await screen.findByText('Nenhuma equipe encontrada.')).toBeTruthy();
  });

  it('shows the failure instead of the list when the call fails', async () => {
    server.use(equipeHandlers.getEquipes(1, NOT_FOUND));
    renderWithProviders(<TeamList category={categoryOf('proseries')} />);
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
