import { describe, expect, it } from 'vitest';
import { newsListParams, newsListSearch } from './list-params.ts';

const now = new Date('2026-06-15T12:00:00Z');
const parse = (query: string, slug: 'proseries' | 'e-stock' = 'proseries') =>
  newsListParams(new URLSearchParams(query), slug, now);

describe('the news list URL', () => {
  it('defaults to the news tab, no search and the current season (public-site.md §2.5)', () => {
    expect(parse('')).toEqual({ aba: 'noticias', busca: undefined, ano: 2026 });
  });

  it('reads the tab, the search and the season', () => {
    expect(parse('aba=galerias&busca=%20Goi%C3%A2nia%20&ano=2024')).toEqual({
      aba: 'galerias',
      busca: 'Goiânia',
      ano: 2024,
    });
  });

  it('ignores a malformed season and an unknown tab', () => {
    expect(parse('ano=20x4&aba=videos')).toEqual({ aba: 'noticias', busca: undefined, ano: 2026 });
  });

  it("fixes e-stock's season at 2024 (§9)", () => {
    expect(parse('ano=2026', 'e-stock').ano).toBe(2024);
  });

  it('writes only what differs from the defaults', () => {
    expect(newsListSearch({ aba: 'noticias', busca: undefined, ano: 2026 }, now).toString()).toBe(
      '',
    );
    expect(newsListSearch({ aba: 'galerias', busca: 'Rumo', ano: 2025 }, now).toString()).toBe(
      'aba=galerias&busca=Rumo&ano=2025',
    );
  });
});
