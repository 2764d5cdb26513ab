import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, type LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoria } from '../../../features/categoria/testing/fixtures.ts';
import { categoriaHandlers } from '../../../features/categoria/testing/handlers.ts';
import { etapaHandlers } from '../../../features/etapa/testing/handlers.ts';
import { etapa } from '../../../features/etapa/testing/fixtures.ts';
import { temporadasHandlers } from '../../../features/temporadas/testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { recordRequests, type SentRequest } from '../../../testing/sent-requests.ts';
import EtapasPage, { clientLoader } from './etapa.tsx';

/** The seasons, then the stages of the season they pick: two answers in turn. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

beforeEach(async () => {
  await installRuntimeConfig();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-04T12:00:00.000Z'));
});

/** One finished stage per season the category raced, titled after its year. */
const stagesOf = (anos: number[]) => (request: SentRequest) => {
  const ano = Number(request.query.get('ano'));
  return {
    etapas: anos.includes(ano)
      ? [etapa({ etapa: `Etapa de ${ano}`, dataAno: String(ano), proxima: false })]
      : [],
  };
};

function renderStages(slug: string, idCategoria: number, anos: number[], raced = anos) {
  const file = slug.startsWith('turismo') ? 'temporadas_turismo' : 'temporadas';
  server.use(
    temporadasHandlers.getTemporadas(file, (categoria) => (categoria === idCategoria ? anos : [])),
    etapaHandlers.getEtapas(idCategoria, stagesOf(raced)),
    // The category's own answer (its ticket button), which the layout has cached in the app.
    categoriaHandlers.getCategoria(idCategoria, { categoria: categoria({ idCategoria }) }),
  );
  const calls = recordRequests();
  renderWithProviders(
    <Routes>
      <Route path="/stockcar/:categoria/etapa" element={<EtapasPage />} />
    </Routes>,
    `/stockcar/${slug}/etapa`,
  );
  return calls;
}

const season = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Temporada' });
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((o) => o.value);

describe("a category's stages page opens on a season it raced", () => {
  it('the old Turismo lists its own seasons and opens on its newest (it never raced this year)', async () => {
    const calls = renderStages('turismo-nacional-antigo', 5, [2019, 2018, 2017]);
    await settle();
    expect(season().value).toBe('2019');
    expect(optionsOf(season())).toEqual(['2019', '2018', '2017']);
    expect(screen.getByText('Calendário da temporada 2019')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Etapa de 2019' })).toBeTruthy();
    expect(calls.map((c) => c.url).filter((url) => !url.includes('/Categoria/'))).toEqual([
      '/temporadas_turismo.json?categoria=5',
      '/api/v1/Etapa/categoria/5?ano=2019&idioma=pt-br',
    ]);

    fireEvent.change(season(), { target: { value: '2017' } });
    await settle();
    expect(screen.getByRole('heading', { name: 'Etapa de 2017' })).toBeTruthy();
  });

  it('the pro series keeps the current year, as the spec says', async () => {
    renderStages('proseries', 1, [2026, 2025, 2024]);
    await settle();
    expect(season().value).toBe('2026');
    expect(screen.getByRole('heading', { name: 'Etapa de 2026' })).toBeTruthy();
  });

  it("says 'Nenhuma etapa encontrada' for a season without stages", async () => {
    renderStages('proseries', 1, [2026, 2025], [2025]);
    await settle();
    expect(screen.getByText('Nenhuma etapa encontrada')).toBeTruthy();
    fireEvent.change(season(), { target: { value: '2025' } });
    await settle();
    expect(screen.getByRole('heading', { name: 'Etapa de 2025' })).toBeTruthy();
  });

  it("warms the cache with the season the page opens on (the old Turismo's newest)", async () => {
    server.use(
      temporadasHandlers.getTemporadas('temporadas_turismo', () => [2019, 2018]),
      etapaHandlers.getEtapas(5, stagesOf([2019, 2018])),
    );
    const calls = recordRequests();
    const queryClient = new QueryClient();
    const url = 'http://localhost/stockcar/turismo-nacional-antigo/etapa';
    // Only what the loader reads (the router adds more to a real navigation's arguments).
    const args = { params: { categoria: 'turismo-nacional-antigo' }, request: new Request(url) };
    await clientLoader(queryClient)(args as unknown as LoaderFunctionArgs);
    expect(calls.map((c) => c.url).filter((url) => !url.includes('/Categoria/'))).toEqual([
      '/temporadas_turismo.json?categoria=5',
      '/api/v1/Etapa/categoria/5?ano=2019&idioma=pt-br',
    ]);
  });
});
