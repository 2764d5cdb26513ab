import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_RELOAD_DELAY_MS, STORAGE_KEYS } from '@stockcar/shared/constants';
import { i18n } from './i18n.ts';
import { applyCategoryLanguage, getActiveLanguage, switchLanguage } from './language.ts';

describe('applyCategoryLanguage (public-site.md §2.2)', () => {
  it('forces Portuguese on every category but formula-4, even when English was chosen', () => {
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    for (const slug of ['proseries', 'stockseries', 'e-stock', 'turismo-nacional', undefined]) {
      expect(applyCategoryLanguage(slug)).toBe('pt-br');
      expect(getActiveLanguage()).toBe('pt-br');
      expect(i18n.language).toBe('pt-br');
    }
  });

  it('gives formula-4 (and its alias) the stored language, once its texts have loaded', async () => {
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    expect(applyCategoryLanguage('formula-4')).toBe('en');
    // English is a lazy chunk: the page stays in Portuguese until every English text is there.
    await waitFor(() => expect(i18n.t('sponsors.patrocinadores')).toBe('OUR SPONSORS'));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(applyCategoryLanguage('formula4')).toBe('en');
  });

  it('defaults formula-4 to Portuguese without a stored choice', () => {
    expect(applyCategoryLanguage('formula-4')).toBe('pt-br');
    expect(i18n.t('sponsors.patrocinadores')).toBe('NOSSOS PATROCINADORES');
  });

  it('keeps the stored choice when forcing, so formula-4 gets English back', () => {
    sessionStorage.setItem(STORAGE_KEYS.language, 'en');
    applyCategoryLanguage('proseries');
    expect(sessionStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});

describe('switchLanguage (public-site.md §4)', () => {
  it('sets and stores the language, then reloads after the delay', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    switchLanguage('en', reload);
    expect(getActiveLanguage()).toBe('en');
    expect(sessionStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    vi.advanceTimersByTime(LANGUAGE_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    switchLanguage('pt-br', reload);
  });
});
