import { describe, expect, it } from 'vitest';
import { nextPage, searchTerm, showLoadMore } from './paging.ts';

describe("'Carregar mais' (public-site.md §2.5)", () => {
  it('shows while a next page exists', () => {
    expect(showLoadMore(12, { numeroPagina: 1, totalPaginas: 3 })).toBe(true);
    expect(showLoadMore(24, { numeroPagina: 2, totalPaginas: 3 })).toBe(true);
  });

  it('disappears on the last page', () => {
    expect(showLoadMore(30, { numeroPagina: 3, totalPaginas: 3 })).toBe(false);
  });

  it('disappears when totalPaginas is 1 or less', () => {
    expect(showLoadMore(11, { numeroPagina: 1, totalPaginas: 1 })).toBe(false);
    expect(showLoadMore(0, { numeroPagina: 1, totalPaginas: 0 })).toBe(false);
  });

  it('disappears when there are no results, whatever the page count says', () => {
    expect(showLoadMore(0, { numeroPagina: 1, totalPaginas: 4 })).toBe(false);
    expect(showLoadMore(5, undefined)).toBe(false);
  });

  it('asks for the page after the last one loaded, none after the last', () => {
    expect(nextPage({ numeroPagina: 1, totalPaginas: 2 })).toBe(2);
    expect(nextPage({ numeroPagina: 2, totalPaginas: 2 })).toBeUndefined();
    expect(nextPage({ numeroPagina: 1, totalPaginas: 0 })).toBeUndefined();
  });
});

describe('searchTerm', () => {
  it('trims the box, and a blank box searches nothing (the whole list)', () => {
    expect(searchTerm('  Goiânia ')).toBe('Goiânia');
    expect(searchTerm('   ')).toBeUndefined();
    expect(searchTerm('')).toBeUndefined();
  });
});
