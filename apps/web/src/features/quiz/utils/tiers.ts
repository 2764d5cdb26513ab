import type { QuizFaixas } from '@stockcar/shared/schemas/quiz';
import { quizT } from '../../../lib/club-i18n.ts';

/**
 * The result tiers by correct answers (fan-club.md §4). The spec's "under 4, 5 to 7, else"
 * drops exactly 4 and 8 into the wrong tiers; we use 0-4, 5-7 and 8 or more
 * (docs/spec-deviations.md).
 */
export interface QuizTier {
  /** 1 for the lowest tier; the badge shows as many stars. */
  nivel: number;
  titulo: string;
  texto: string;
  cor: string;
}

/** The site's own tiers, used while the console has none. */
export const QUIZ_TIERS: readonly [QuizTier, QuizTier, QuizTier] = [
  {
    nivel: 1,
    titulo: quizT('tiers.kart.titulo'),
    texto: quizT('tiers.kart.texto'),
    cor: '#2f6fde',
  },
  {
    nivel: 2,
    titulo: quizT('tiers.stock.titulo'),
    texto: quizT('tiers.stock.texto'),
    cor: '#c0392b',
  },
  {
    nivel: 3,
    titulo: quizT('tiers.lenda.titulo'),
    texto: quizT('tiers.lenda.texto'),
    cor: '#b8912a',
  },
];

/**
 * The tier of a score: the console's tiers when there are any (the highest whose minimum the
 * score reaches, else the lowest), the site's own otherwise.
 */
export function tierFor(respostasCorretas: number, faixas: QuizFaixas = []): QuizTier {
  if (faixas.length > 0) {
    const sorted = [...faixas].sort((a, b) => a.minimoAcertos - b.minimoAcertos);
    const reached = sorted.findLastIndex((f) => f.minimoAcertos <= respostasCorretas);
    const index = Math.max(reached, 0);
    const { titulo, texto, cor } = sorted[index] as QuizFaixas[number];
    return { nivel: index + 1, titulo, texto, cor };
  }
  if (respostasCorretas >= 8) return QUIZ_TIERS[2];
  if (respostasCorretas >= 5) return QUIZ_TIERS[1];
  return QUIZ_TIERS[0];
}

/** The progress bar's text (fan-club.md §2). */
export const progressText = (atual: number, total: number) => quizT('progress', { atual, total });
