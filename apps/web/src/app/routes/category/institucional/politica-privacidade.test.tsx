import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FooterResponse } from '@stockcar/shared/schemas/footer';
import { footerHandlers } from '../../../../features/footer/testing/handlers.ts';
import { NOT_FOUND } from '../../../../testing/fake-api.ts';
import { server } from '../../../../testing/msw.ts';
import { renderWithProviders } from '../../../../testing/render.tsx';
import { TEST_CONFIG, installRuntimeConfig } from '../../../../testing/runtime-config.ts';
import PoliticaPrivacidadePage from './politica-privacidade.tsx';

const FOOTER: FooterResponse = {
  itemsRodape: [
    {
      pagina: 'politica-privacidade',
      titulo: 'Políticas de Privacidade',
      texto: '<p>Tratamos seus dados conforme a LGPD.</p>',
      backgroudImagem: '',
    },
  ],
  montadoras: [],
  patrocinadores: [],
  fornecedores: [],
  mediaPartners: [],
};

beforeEach(async () => {
  await installRuntimeConfig({
    ...TEST_CONFIG,
    retention: {
      candidatesMonths: 6,
      leadsMonths: 18,
      outboxDays: 15,
      expiredDays: 3,
      loginFailuresHours: 48,
      revocationProofMonths: 60,
    },
  });
});

describe('/stockcar/{categoria}/politica-privacidade', () => {
  it('shows the policy text, then the periods the server is set to keep data for', async () => {
    server.use(footerHandlers.getFooter(1, FOOTER));
    renderWithProviders(<PoliticaPrivacidadePage />, '/stockcar/proseries/politica-privacidade');

    expect(await screen.findByText('Tratamos seus dados conforme a LGPD.')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Por quanto tempo guardamos seus dados' });
    const text = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .join('\n');
    for (const period of ['6 meses', '18 meses', '15 dias', '3 dias', '48 horas']) {
      expect(text).toContain(period);
    }
  });

  it('states the periods even when the policy text cannot be loaded', async () => {
    server.use(footerHandlers.getFooter(1, NOT_FOUND));
    renderWithProviders(<PoliticaPrivacidadePage />, '/stockcar/proseries/politica-privacidade');

    expect(await screen.findByRole('alert')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Por quanto tempo guardamos seus dados' });
    expect(section.textContent).toContain('6 meses');
  });
});
