import { describe, expect, it } from 'vitest';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import { errorsPtBr } from '@stockcar/shared/locales/errors/pt-br';
import { t } from './i18n.ts';

describe('the server texts', () => {
  it('are the shared Portuguese resources, verbatim', () => {
    expect(t('errors:notFound')).toBe(errorsPtBr.notFound);
    // The spec's leading ' - ' survives.
    expect(t('clube:senhasDiferentes')).toBe(clubePtBr.senhasDiferentes);
  });

  it('interpolates without escaping: e-mails escape their own HTML', () => {
    expect(t('emails:greeting', { nome: 'Ana & <Bia>' })).toBe('Olá, Ana & <Bia>!');
  });

  it('does not interpolate again what a value brings', () => {
    expect(t('emails:greeting', { nome: '{{email}}' })).toBe('Olá, {{email}}!');
  });
});
