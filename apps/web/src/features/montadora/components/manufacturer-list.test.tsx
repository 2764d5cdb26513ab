import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { categoryOf } from '../../../testing/categories.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { montadoraHandlers } from '../testing/handlers.ts';
import { ManufacturerList } from './manufacturer-list.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('ManufacturerList (public-site.md §2.5)', () => {
  it('shows logo, car, about, website and instagram', async () => {
    server.use(
      montadoraHandlers.getMontadoras(1, [
        {
          idMontadora: 1,
          nome: 'Chevrolet',
          imagemBackground: '/bg.svg',
          logoMontadora: '/logo.svg',
          imagemCarro: '/car.svg',
          sobre: '<p>Com o <strong>Tracker</strong>.</p>',
          webSite: 'https://chevrolet.example',
          instagram: 'https://instagram.example/chevrolet',
        },
      ]),
    );
    renderWithProviders(<ManufacturerList category={categoryOf('proseries')} />);
    expect(await screen.findByRole('heading', { name: 'Chevrolet' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Carro da Chevrolet' })).toBeTruthy();
    expect(screen.getByText('Tracker').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Site da Chevrolet' }).getAttribute('href')).toBe(
      'https://chevrolet.example',
    );
    expect(screen.getByRole('link', { name: 'Instagram da Chevrolet' })).toBeTruthy();
  });

  it('says so when there are no manufacturers', async () => {
    server.use(montadoraHandlers.getMontadoras(1, []));
    renderWithProviders(<ManufacturerList category={categoryOf('proseries')} />);
    expect(await screen.findByText('Nenhuma montadora encontrada.')).toBeTruthy();
  });
});
