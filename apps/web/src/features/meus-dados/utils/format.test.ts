import { describe, expect, it } from 'vitest';
import { consentLabel, givenByLabel, originLabel } from './format.ts';

describe('Meus dados texts', () => {
  it('names purposes, origins and who gave a consent', () => {
    expect(consentLabel('email')).toBe('Receber novidades e ofertas por e-mail');
    expect(consentLabel('desconhecida')).toBe('desconhecida');
    expect(originLabel('meus-dados')).toBe('Meus dados');
    expect(givenByLabel('titular')).toBe('Você');
    expect(givenByLabel('responsavel:mae@exemplo.com')).toBe('Responsável (mae@exemplo.com)');
  });
});
