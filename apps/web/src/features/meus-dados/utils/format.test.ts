import { describe, expect, it } from 'vitest';
import { consentLabel, formatDateTime, givenByLabel, originLabel } from './format.ts';

describe('Meus dados texts', () => {
  it('shows instants in São Paulo time', () => {
    expect(formatDateTime('2025-01-31T17:05:00.000Z')).toBe('31/01/2025, 14:05');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('names purposes, origins and who gave a consent', () => {
    expect(consentLabel('email')).toBe('Receber novidades e ofertas por e-mail');
    expect(consentLabel('desconhecida')).toBe('desconhecida');
    expect(originLabel('meus-dados')).toBe('Meus dados');
    expect(givenByLabel('titular')).toBe('Você');
    expect(givenByLabel('responsavel:mae@exemplo.com')).toBe('Responsável (mae@exemplo.com)');
  });
});
