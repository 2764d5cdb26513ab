import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { categoryOf } from '../../../testing/categories.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { circuitoHandlers } from '../testing/handlers.ts';
import { CircuitList } from './circuit-list.tsx';

const interlagos = {
  idCircuito: 1,
  circuito: 'Interlagos',
  cidade: 'São Paulo',
  circuitoImagem: '/c.svg',
  circuitoCard: '/c-card.svg',
  backgroundGif: '/c.gif',
  backgroundImagem: '/c-bg.svg',
};

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('CircuitList (public-site.md §2.5)', () => {
  it('links to the detail on the pro series, with the animated hover background', async () => {
    server.use(circuitoHandlers.getCircuitos(1, [interlagos]));
    renderWithProviders(<CircuitList category={categoryOf('proseries')} />);
    const link = await screen.findByRole('link', { name: /Interlagos/ });
    expect(link.getAttribute('href')).toBe('/stockcar/proseries/circuito/1');
    expect(link.className).toContain('circuit-card--animated');
    expect(link.style.getPropertyValue('--circuit-bg')).toBe('url("/c.gif")');
  });

  it('shows cards without links on formula-4', async () => {
    server.use(circuitoHandlers.getCircuitos(4, [interlagos]));
    renderWithProviders(<CircuitList category={categoryOf('formula-4')} />);
    expect(await screen.findByText('Interlagos')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when there are no circuits', async () => {
    server.use(circuitoHandlers.getCircuitos(1, []));
    renderWithProviders(<CircuitList category={categoryOf('proseries')} />);
    expect(await screen.findByText('Nenhum circuito encontrado.')).toBeTruthy();
  });
});
