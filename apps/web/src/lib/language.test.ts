import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@stockcar/shared/constants';
import { i18n } from './i18n.ts';
import {
  applyCategoryLanguage,
  englishUrlFor,
  getActiveLanguage,
  linkInPageLanguage,
} from './language.ts';

// Every test starts on a Portuguese page: the language being left is part of the rule.
beforeEach(() => {
  applyCategoryLanguage('proseries');
  window.history.replaceState(null, '', '/');
});

describe('applyCategoryLanguage (public-site.md §2.2, decision 0030)', () => {
  it('forces Portuguese on every category but formula-4, even at ?idioma=en', () => {
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    for (const slug of ['proseries', 'stockseries', 'e-stock', 'turismo-nacional', undefined]) {
      expect(applyCategoryLanguage(slug, '?idioma=en')).toBe('pt-br');
      expect(getActiveLanguage()).toBe('pt-br');
      expect(i18n.language).toBe('pt-br');
    }
  });

  it('shows formula-4 (and its alias) in English at ?idioma=en, once its texts have loaded', async () => {
    expect(applyCategoryLanguage('formula-4', '?idioma=en')).toBe('en');
    // English is a lazy chunk: the page stays in Portuguese until every English text is there.
    await waitFor(() => expect(i18n.t('nextStage.title')).toBe('Next round'));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(applyCategoryLanguage('formula4', '?aba=galerias&idioma=en')).toBe('en');
  });

  it('shows formula-4 in Portuguese without the parameter or with idioma=pt-br', () => {
    expect(applyCategoryLanguage('formula-4')).toBe('pt-br');
    expect(i18n.t('nextStage.title')).toBe('Próxima etapa');
    expect(document.documentElement.lang).toBe('pt-BR');
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    expect(applyCategoryLanguage('formula-4', '?idioma=pt-br')).toBe('pt-br');
  });

  it('keeps the stored choice when forcing, so formula-4 gets English back', () => {
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    applyCategoryLanguage('proseries');
    expect(sessionStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(applyCategoryLanguage('formula-4')).toBe('en');
  });
});

describe('englishUrlFor (decision 0030)', () => {
  const url = (path: string) => new URL(`http://localhost${path}`);

  it('sends a formula-4 URL without idioma to its English URL when English was chosen', () => {
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    expect(englishUrlFor('formula-4', url('/stockcar/formula-4/novidade?aba=galerias'))).toBe(
      '/stockcar/formula-4/novidade?aba=galerias&idioma=en',
    );
    expect(englishUrlFor('formula-4', url('/stockcar/formula-4?idioma=en'))).toBeUndefined();
    expect(englishUrlFor('formula-4', url('/stockcar/formula-4?idioma=pt-br'))).toBeUndefined();
    expect(englishUrlFor('proseries', url('/stockcar/proseries'))).toBeUndefined();
  });

  it('keeps English on a link followed from an English page, without a stored choice', () => {
    const link = url('/stockcar/formula-4/piloto');
    expect(englishUrlFor('formula-4', link)).toBeUndefined();
    applyCategoryLanguage('formula-4', '?idioma=en');
    expect(englishUrlFor('formula-4', link)).toBe('/stockcar/formula-4/piloto?idioma=en');
    // Leaving for another category ends it.
    applyCategoryLanguage('proseries', '?idioma=en');
    expect(englishUrlFor('formula-4', link)).toBeUndefined();
  });
});

describe('linkInPageLanguage', () => {
  it('writes ?idioma=en into formula-4 links of an English page, before any hash', () => {
    applyCategoryLanguage('formula-4', '?idioma=en');
    expect(linkInPageLanguage('/stockcar/formula-4/piloto')).toBe(
      '/stockcar/formula-4/piloto?idioma=en',
    );
    expect(linkInPageLanguage('/stockcar/formula-4/novidade?aba=galerias#lista')).toBe(
      '/stockcar/formula-4/novidade?aba=galerias&idioma=en#lista',
    );
    // A hash that happens to read like the parameter names no language.
    expect(linkInPageLanguage('/stockcar/formula-4/piloto#a&idioma=pt-br')).toBe(
      '/stockcar/formula-4/piloto?idioma=en#a&idioma=pt-br',
    );
    expect(linkInPageLanguage('/stockcar/formula-4/piloto#a?idioma=pt-br')).toBe(
      '/stockcar/formula-4/piloto?idioma=en#a?idioma=pt-br',
    );
  });

  it('leaves other categories, other pages and links that name a language alone', () => {
    applyCategoryLanguage('formula-4', '?idioma=en');
    for (const to of [
      '/stockcar/proseries/piloto',
      '/stockclub/cadastro',
      '/stockcar/formula-4?idioma=pt-br',
      'https://www.youtube.com/stockcar',
    ]) {
      expect(linkInPageLanguage(to)).toBe(to);
    }
  });

  it('writes plain links on a Portuguese page, whatever the stored choice', () => {
    // The server cannot read the stored choice: the browser must write the link the server did.
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    applyCategoryLanguage('formula-4', '?idioma=pt-br');
    expect(linkInPageLanguage('/stockcar/formula-4/piloto')).toBe('/stockcar/formula-4/piloto');
  });
});
