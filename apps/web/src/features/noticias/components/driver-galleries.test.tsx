import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { spyOnFetch } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { noticiasHandlers } from '../testing/handlers.ts';
import { DriverGalleries } from './driver-galleries.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe("DriverGalleries: the driver page's ?piloto= galleries (public-site.md §2.3)", () => {
  it("lists the driver's galleries, each linking to its page", async () => {
    server.use(
      noticiasHandlers.getPilotoGalerias(12, {
        galerias: [
          {
            id: 5,
            titulo: 'Fotos da 3ª Etapa',
            dataPublicacao: '2026-04-12T20:00:00.000Z',
            imagemGaleria: ['/g1.svg', '/g2.svg'],
          },
        ],
      }),
    );
    const fetchMock = spyOnFetch();
    renderWithProviders(<DriverGalleries idPiloto={12} slug="proseries" />);
    const section = await screen.findByRole('region', { name: 'Galerias' });
    const link = within(section).getByRole('link', { name: 'Fotos da 3ª Etapa' });
    expect(link.getAttribute('href')).toBe('/stockcar/proseries/galeria/5');
    expect(within(section).getByText(/2 fotos/)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/Piloto/12/galerias');
  });

  it('shows nothing when the driver has no galleries', async () => {
    server.use(noticiasHandlers.getPilotoGalerias(12, { galerias: [] }));
    const fetchMock = spyOnFetch();
    const { container } = renderWithProviders(<DriverGalleries idPiloto={12} slug="proseries" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });
});
