import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_RELOAD_DELAY_MS, STORAGE_KEYS } from '@stockcar/shared/constants';
import { applyCategoryLanguage, getActiveLanguage } from './language.ts';
import { switchLanguage } from './switch-language.ts';

beforeEach(() => {
  applyCategoryLanguage('proseries');
});

describe('switchLanguage (public-site.md §4, decision 0030)', () => {
  it('sets and stores the language, then loads the English URL after the delay', () => {
    window.history.replaceState(null, '', '/stockcar/formula-4/etapa?ano=2025#lista');
    vi.useFakeTimers();
    const go = vi.fn();
    switchLanguage('en', go);
    expect(getActiveLanguage()).toBe('en');
    expect(sessionStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    vi.advanceTimersByTime(LANGUAGE_RELOAD_DELAY_MS - 1);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/stockcar/formula-4/etapa?ano=2025&idioma=en#lista');
  });

  it('goes back to Portuguese by the URL without idioma', () => {
    window.history.replaceState(null, '', '/stockcar/formula-4/etapa?idioma=en');
    vi.useFakeTimers();
    const go = vi.fn();
    switchLanguage('pt-br', go);
    vi.advanceTimersByTime(LANGUAGE_RELOAD_DELAY_MS);
    expect(go).toHaveBeenCalledWith('/stockcar/formula-4/etapa');
    expect(sessionStorage.getItem(STORAGE_KEYS.language)).toBe('pt-br');
  });
});
