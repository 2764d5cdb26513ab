import { quizT } from '../../../lib/club-i18n.ts';
import type { QuizTier } from './tiers.ts';

/** The shareable result image, drawn in the browser (fan-club.md §2: download of an image). */
export const SHARE_IMAGE_FILE = 'stock-quiz-resultado.png';
export const SHARE_IMAGE_SIZE = 1080;
export const CHAMPIONSHIP_NAME = quizT('image.championship');

interface Line {
  texto: string;
  /** Font size in pixels and the baseline's height in the square. */
  tamanho: number;
  y: number;
}

export interface ShareImageContent {
  fundo: string;
  destaque: string;
  linhas: Line[];
}

/** What the image says: the quiz, the tier, the score and the championship. */
export function shareImageContent(
  tier: QuizTier,
  respostasCorretas: number,
  total: number,
): ShareImageContent {
  return {
    fundo: '#0d0d12',
    destaque: tier.cor,
    linhas: [
      { texto: quizT('image.title'), tamanho: 72, y: 200 },
      { texto: tier.titulo.toUpperCase(), tamanho: 96, y: 470 },
      { texto: quizT('image.score', { corretas: respostasCorretas, total }), tamanho: 64, y: 620 },
      { texto: CHAMPIONSHIP_NAME, tamanho: 48, y: 900 },
    ],
  };
}

/** The 2D context calls the drawing uses (a fake stands in for it in unit tests). */
export type ShareCanvas = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'font' | 'textAlign' | 'fillRect' | 'fillText'
>;

export function drawShareImage(ctx: ShareCanvas, content: ShareImageContent, size: number) {
  ctx.fillStyle = content.fundo;
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = content.destaque;
  ctx.fillRect(0, size * 0.34, size, size * 0.26);
  ctx.fillRect(0, size - 24, size, 24);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#ffffff';
  for (const line of content.linhas) {
    ctx.font = `bold ${line.tamanho}px sans-serif`;
    ctx.fillText(line.texto, size / 2, line.y);
  }
}

/** The result as a PNG from a canvas. */
export function createShareImage(
  tier: QuizTier,
  respostasCorretas: number,
  total: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_IMAGE_SIZE;
  canvas.height = SHARE_IMAGE_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas 2d unavailable'));
  drawShareImage(ctx, shareImageContent(tier, respostasCorretas, total), SHARE_IMAGE_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/** Saves a blob under a file name through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
