import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { rhHandlers } from '../testing/handlers.ts';
import { Careers } from './careers.tsx';

const areas = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ idArea: i + 1, nome: `Área ${i + 1}` }));
const TESTIMONIALS = ['Carla', 'Rafael', 'Luana'].map((nome) => ({
  nome,
  cargo: 'Equipe',
  imagem: `/${nome}.svg`,
  depoimento: `Depoimento de ${nome}`,
}));

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

function renderCareers(areaCount = 20) {
  server.use(rhHandlers.getAreas(areas(areaCount)), rhHandlers.getDepoimentos(TESTIMONIALS));
  renderWithProviders(<Careers formHref="/stockcar/proseries/trabalhe-conosco/cadastro" />);
}

const areaItems = () =>
  within(screen.getByRole('region', { name: 'Áreas de atuação' })).getAllByRole('listitem');
const shown = () => screen.getByRole('group', { name: /de 3$/ }).textContent;

describe('careers page (public-site.md §2.5, §9)', () => {
  it('shows 10 areas, up to 18 when expanded', async () => {
    const user = userEvent.setup();
    renderCareers();
    await screen.findByText('Área 1');
    expect(areaItems()).toHaveLength(10);
    const more = screen.getByRole('button', { name: 'Ver mais áreas' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(areaItems()).toHaveLength(18);
    expect(
      screen.getByRole('button', { name: 'Ver menos áreas' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('has no expand button for 10 areas or fewer', async () => {
    renderCareers(7);
    await screen.findByText('Área 7');
    expect(screen.queryByRole('button', { name: 'Ver mais áreas' })).toBeNull();
  });

  it('links to the talent form', async () => {
    renderCareers();
    const link = await screen.findByRole('link', { name: 'Cadastrar meu currículo' });
    expect(link.getAttribute('href')).toBe('/stockcar/proseries/trabalhe-conosco/cadastro');
  });
});

describe('testimonial carousel', () => {
  it('moves on every 10 s, stops when paused, and moves by hand and by keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCareers();
    await screen.findByText('Depoimento de Carla');
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(shown()).toContain('Carla');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(shown()).toContain('Rafael');

    await user.click(screen.getByRole('button', { name: 'Pausar depoimentos' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Retomar depoimentos' })); // focus left
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(shown()).toContain('Rafael');

    await user.click(screen.getByRole('button', { name: 'Próximo depoimento' }));
    expect(shown()).toContain('Luana');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toContain('Carla');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toContain('Luana');
    await user.click(screen.getByRole('button', { name: 'Mostrar o depoimento 2' }));
    expect(shown()).toContain('Rafael');
  });

  it('holds still while the visitor reads it (focus inside)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCareers();
    await screen.findByText('Depoimento de Carla');
    fireEvent.focus(screen.getByRole('button', { name: 'Próximo depoimento' }));
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(shown()).toContain('Carla');
  });
});
