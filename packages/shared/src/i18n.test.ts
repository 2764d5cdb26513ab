import { describe, expect, it } from 'vitest';
import { categoryOfPath, hasLanguageParam, pageLanguage } from './i18n.ts';
import { languageAlternates, pageUrlIn } from './language-urls.ts';

// Decision 0030: formula-4 pages are English at ?idioma=en; every other page is Portuguese.
describe('pageLanguage', () => {
  it('reads ?idioma=en on formula-4 and its alias, whatever the case of the path', () => {
    expect(pageLanguage('/stockcar/formula-4', '?idioma=en')).toBe('en');
    expect(pageLanguage('/stockcar/formula4/piloto/3', 'aba=x&idioma=en')).toBe('en');
    expect(pageLanguage('/Stockcar/Formula-4/etapa', '?idioma=en')).toBe('en');
  });

  it('is Portuguese on formula-4 without it or with any other value', () => {
    expect(pageLanguage('/stockcar/formula-4', '')).toBe('pt-br');
    expect(pageLanguage('/stockcar/formula-4', '?idioma=pt-br')).toBe('pt-br');
    expect(pageLanguage('/stockcar/formula-4', '?idioma=EN&x=1')).toBe('pt-br');
  });

  it('is Portuguese on every other page, ?idioma=en or not', () => {
    for (const path of ['/stockcar/proseries', '/stockcar/e-stock/etapa', '/stockclub/login', '/'])
      expect(pageLanguage(path, '?idioma=en')).toBe('pt-br');
  });
});

describe('hasLanguageParam', () => {
  it('is whether the query names idioma at all', () => {
    expect(hasLanguageParam('?x=1&idioma=pt-br')).toBe(true);
    expect(hasLanguageParam('idioma=en')).toBe(true);
    expect(hasLanguageParam('?meuidioma=en&x=idioma')).toBe(false);
  });
});

describe('categoryOfPath', () => {
  it('is the slug after /stockcar/, as typed', () => {
    expect(categoryOfPath('/stockcar/formula4/noticia/2')).toBe('formula4');
    expect(categoryOfPath('/stockcar')).toBeUndefined();
    expect(categoryOfPath('/formula-4')).toBeUndefined();
  });
});

describe('pageUrlIn', () => {
  it('sets idioma=en for English and drops it for Portuguese, keeping the rest', () => {
    expect(pageUrlIn('/stockcar/formula-4/novidade?aba=galerias', 'en')).toBe(
      '/stockcar/formula-4/novidade?aba=galerias&idioma=en',
    );
    expect(pageUrlIn('/stockcar/formula-4/novidade?idioma=en&aba=galerias#x', 'pt-br')).toBe(
      '/stockcar/formula-4/novidade?aba=galerias#x',
    );
    expect(pageUrlIn('/stockcar/formula-4?idioma=en', 'pt-br')).toBe('/stockcar/formula-4');
    expect(pageUrlIn('/stockcar/formula-4/novidade?busca=s%C3%A3o+paulo', 'en')).toBe(
      '/stockcar/formula-4/novidade?busca=s%C3%A3o+paulo&idioma=en',
    );
    expect(pageUrlIn('/stockcar/formula-4?idioma=pt-br', 'en')).toBe(
      '/stockcar/formula-4?idioma=en',
    );
  });
});

describe('languageAlternates', () => {
  it('names both languages of a formula-4 page, Portuguese as the default', () => {
    expect(languageAlternates('/stockcar/formula-4/etapa?idioma=en')).toEqual([
      { hreflang: 'pt-BR', url: '/stockcar/formula-4/etapa' },
      { hreflang: 'en', url: '/stockcar/formula-4/etapa?idioma=en' },
      { hreflang: 'x-default', url: '/stockcar/formula-4/etapa' },
    ]);
    expect(languageAlternates('/stockcar/formula4')).toHaveLength(3);
  });

  it('names none for a page in Portuguese only', () => {
    expect(languageAlternates('/stockcar/proseries?idioma=en')).toEqual([]);
    expect(languageAlternates('/stockclub/login')).toEqual([]);
  });
});
