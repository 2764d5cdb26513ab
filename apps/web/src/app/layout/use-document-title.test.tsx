import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from './use-document-title.ts';

const CATEGORY = 'Stock Car Pro Series';

afterEach(() => {
  i18n.changeLanguage('pt-br');
  document.title = '';
});

describe("the document's title (public-site.md §2.2)", () => {
  it("names the route, once the pages' names have loaded: 'Início | Stock Car Pro Series'", async () => {
    renderHook(() => useDocumentTitle(undefined, 'home', CATEGORY, 'pt-br'));
    await waitFor(() => expect(document.title).toBe(`Início | ${CATEGORY}`));
  });

  it("takes the page's own name over the route's (a driver, a team)", () => {
    renderHook(() => useDocumentTitle('Daniel Serra', 'piloto', CATEGORY, 'pt-br'));
    expect(document.title).toBe(`Daniel Serra | ${CATEGORY}`);
  });

  it("is the category's name alone when the route has none", () => {
    renderHook(() => useDocumentTitle(undefined, undefined, CATEGORY, 'pt-br'));
    expect(document.title).toBe(CATEGORY);
  });

  it('follows the page into English (formula-4)', async () => {
    const { rerender } = renderHook(
      ({ language }: { language: 'pt-br' | 'en' }) =>
        useDocumentTitle(undefined, 'classificacao', 'Fórmula 4 Brasil', language),
      { initialProps: { language: 'pt-br' } },
    );
    await waitFor(() => expect(document.title).toBe('Classificação | Fórmula 4 Brasil'));
    i18n.changeLanguage('en');
    rerender({ language: 'en' });
    await waitFor(() => expect(document.title).toBe('Standings | Fórmula 4 Brasil'));
  });
});
