import { describe, expect, it } from 'vitest';
import type { ItemRodape } from '@stockcar/shared/schemas/footer';
import { findLegalItem, hasLegalText } from './legal-item.ts';

const item = (titulo: string, pagina = 'outra', texto = `<p>${titulo}</p>`): ItemRodape => ({
  titulo,
  pagina,
  texto,
  backgroudImagem: '',
});

describe('findLegalItem', () => {
  const contrato = item('Contrato de Sócio', 'contrato');
  const privacidade = item('Políticas de Privacidade', 'privacidade-antiga');
  const termos = item('Termos de Uso', 'termos');

  it('picks each page’s item by the title the spec names', () => {
    const items = [contrato, termos, privacidade];
    expect(findLegalItem(items, 'politica-privacidade')).toBe(privacidade);
    expect(findLegalItem(items, 'termos-de-uso')).toBe(termos);
  });

  it('ignores case, accents and spacing, and knows the English titles', () => {
    expect(findLegalItem([item('  POLITICAS de   privacidade ')], 'politica-privacidade')).toEqual(
      item('  POLITICAS de   privacidade '),
    );
    expect(findLegalItem([item('Política de Privacidade')], 'politica-privacidade')).toBeDefined();
    expect(findLegalItem([item('Privacy Policy')], 'politica-privacidade')).toBeDefined();
    expect(findLegalItem([item('Terms of Use')], 'termos-de-uso')).toBeDefined();
  });

  it('prefers the title over the path, and falls back to the path for a retitled item', () => {
    const byPath = item('Nossa política', 'politica-privacidade');
    expect(findLegalItem([byPath, privacidade], 'politica-privacidade')).toBe(privacidade);
    expect(findLegalItem([contrato, byPath], 'politica-privacidade')).toBe(byPath);
  });

  it('finds nothing when no item is the page’s, and never mixes the two pages up', () => {
    expect(findLegalItem([], 'termos-de-uso')).toBeUndefined();
    expect(findLegalItem([contrato, privacidade], 'termos-de-uso')).toBeUndefined();
  });
});

describe('hasLegalText', () => {
  it('is false for no item, a blank text or markup without words', () => {
    expect(hasLegalText(undefined)).toBe(false);
    expect(hasLegalText(item('Termos de Uso', 'termos', '  '))).toBe(false);
    expect(hasLegalText(item('Termos de Uso', 'termos', '<p> </p><br>'))).toBe(false);
    expect(hasLegalText(item('Termos de Uso'))).toBe(true);
  });
});
