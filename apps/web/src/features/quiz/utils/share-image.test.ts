import { describe, expect, it } from 'vitest';
import {
  CHAMPIONSHIP_NAME,
  drawShareImage,
  shareImageContent,
  type ShareCanvas,
} from './share-image.ts';
import { QUIZ_TIERS, tierFor } from './tiers.ts';

const contentFor = (corretas: number, total: number) =>
  shareImageContent(tierFor(corretas), corretas, total);

/** A 2D context that records what is drawn (jsdom has no canvas). */
function recordingCanvas() {
  const texts: { text: string; font: string }[] = [];
  const fills: string[] = [];
  const ctx: ShareCanvas = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    fillRect() {
      fills.push(String(ctx.fillStyle));
    },
    fillText(text: string) {
      texts.push({ text, font: ctx.font });
    },
  };
  return { ctx, texts, fills };
}

describe('the share image', () => {
  it('says the tier, the score and the championship', () => {
    const content = contentFor(8, 10);
    expect(content.linhas.map((l) => l.texto)).toEqual([
      'STOCK QUIZ',
      'LENDA DA STOCK CAR',
      '8 de 10 acertos',
      CHAMPIONSHIP_NAME,
    ]);
    expect(content.destaque).toBe(QUIZ_TIERS[2].cor);
    expect(contentFor(4, 10).linhas[1]?.texto).toBe('PILOTO DE KART');
    expect(contentFor(5, 10).linhas[1]?.texto).toBe('PILOTO DE STOCK');
  });

  it('paints the background, the tier colour and every line', () => {
    const { ctx, texts, fills } = recordingCanvas();
    const content = contentFor(6, 10);
    drawShareImage(ctx, content, 1080);
    expect(fills[0]).toBe(content.fundo);
    expect(fills).toContain(QUIZ_TIERS[1].cor);
    expect(texts.map((t) => t.text)).toEqual(content.linhas.map((l) => l.texto));
    expect(texts[1]?.font).toBe('bold 96px sans-serif');
  });
});
