import { describe, expect, it } from 'vitest';
import { homeBlocks } from './home-blocks.ts';

const count = (blocks: string[], block: string) => blocks.filter((b) => b === block).length;

describe('homeBlocks (public-site.md §2.3)', () => {
  it('gives proseries every block, with two related-news blocks', () => {
    expect(homeBlocks('proseries')).toEqual([
      'noticias',
      'noticias-relacionadas',
      'noticias-relacionadas',
      'ultimas-corridas',
      'classificacao-geral',
      'fan-push',
      'maquinas',
    ]);
  });

  it('gives stock-series one related-news block and no fan-push or machines', () => {
    const blocks = homeBlocks('stock-series');
    expect(count(blocks, 'noticias-relacionadas')).toBe(1);
    expect(blocks).not.toContain('fan-push');
    expect(blocks).not.toContain('maquinas');
  });

  it('drops last races for turismo-nacional only', () => {
    expect(homeBlocks('turismo-nacional')).not.toContain('ultimas-corridas');
    expect(homeBlocks('e-stock')).toContain('ultimas-corridas');
  });

  it('drops general standings for e-stock only', () => {
    expect(homeBlocks('e-stock')).not.toContain('classificacao-geral');
    expect(homeBlocks('formula-4')).toContain('classificacao-geral');
  });

  it('keeps news for every category', () => {
    for (const slug of ['e-stock', 'formula-4', 'turismo-nacional'] as const) {
      expect(homeBlocks(slug)).toContain('noticias');
      expect(count(homeBlocks(slug), 'noticias-relacionadas')).toBe(0);
    }
  });
});
