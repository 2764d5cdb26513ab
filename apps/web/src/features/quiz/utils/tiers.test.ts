import { describe, expect, it } from 'vitest';
import { progressText, QUIZ_TIERS, tierFor } from './tiers.ts';

describe('quiz result tiers (fan-club.md §4, with 4 and 8 fixed)', () => {
  it.each([
    [0, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [7, 2],
    [8, 3],
    [10, 3],
  ])('%i correct answers give tier %i', (corretas, nivel) => {
    expect(tierFor(corretas).nivel).toBe(nivel);
  });

  it("writes the progress as 'X de Y'", () => {
    expect(progressText(3, 10)).toBe('3 de 10');
  });

  describe('with the tiers set in the console (GET /Quiz/Faixas)', () => {
    const faixas = [
      { minimoAcertos: 6, titulo: 'Piloto', texto: 'Quase lá.', cor: '#222222' },
      { minimoAcertos: 0, titulo: 'Estreante', texto: 'Continue.', cor: '#111111' },
      { minimoAcertos: 10, titulo: 'Campeão', texto: 'Perfeito.', cor: '#333333' },
      { minimoAcertos: 9, titulo: 'Lenda', texto: 'Incrível.', cor: '#444444' },
    ];

    it.each([
      [0, 'Estreante', 1],
      [5, 'Estreante', 1],
      [6, 'Piloto', 2],
      [9, 'Lenda', 3],
      [10, 'Campeão', 4],
    ])('%i correct answers give %s (level %i)', (corretas, titulo, nivel) => {
      expect(tierFor(corretas, faixas)).toMatchObject({ titulo, nivel });
    });

    it('a score under every minimum gets the lowest tier', () => {
      const [, ...fromSix] = [...faixas].sort((a, b) => a.minimoAcertos - b.minimoAcertos);
      expect(tierFor(2, fromSix)).toMatchObject({ titulo: 'Piloto', nivel: 1, cor: '#222222' });
    });

    it("none set: the site's own tiers", () => {
      expect(tierFor(8, [])).toBe(QUIZ_TIERS[2]);
    });
  });
});
