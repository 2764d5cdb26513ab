import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION_PERIODS,
  type RetentionPeriods as Periods,
} from '@stockcar/shared/schemas/runtime-config';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RetentionPeriods } from './retention-periods.tsx';

const items = () =>
  within(screen.getByRole('region', { name: 'Por quanto tempo guardamos seus dados' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('RetentionPeriods (issue 12: the privacy page states the periods)', () => {
  it('states each period from the settings, in Portuguese plurals', () => {
    const periods: Periods = { ...DEFAULT_RETENTION_PERIODS };
    renderWithProviders(<RetentionPeriods periods={periods} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Por quanto tempo guardamos seus dados',
    );
    expect(items()).toEqual([
      'Candidaturas ao banco de talentos e currículos: 12 meses após o envio.',
      'Propostas comerciais e cadastros de interessados em patrocínio: 24 meses após o envio.',
      'Registro dos e-mails e SMS que o site enviou: 30 dias.',
      'Sessões de acesso, códigos enviados por SMS e links enviados por e-mail: 7 dias depois de expirarem ou serem encerrados.',
      'Registros de tentativas de login sem sucesso: 24 horas.',
      'Quando um responsável revoga a autorização de um menor, a conta do menor é apagada na hora; o registro da revogação (e-mail do responsável, data e endereço IP) fica guardado 60 meses como prova do pedido.',
    ]);
  });

  it('says one month, one day and one hour in the singular', () => {
    const periods: Periods = {
      candidatesMonths: 1,
      leadsMonths: 2,
      outboxDays: 1,
      expiredDays: 2,
      loginFailuresHours: 1,
      revocationProofMonths: 60,
    };
    renderWithProviders(<RetentionPeriods periods={periods} />);
    const text = items().join('\n');
    for (const phrase of ['1 mês após', '2 meses após', ': 1 dia.', '2 dias depois', '1 hora.']) {
      expect(text).toContain(phrase);
    }
  });
});
