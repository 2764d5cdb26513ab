import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pageRoute, type Page } from './route-table.ts';

/**
 * Hall of fame and Stock Quiz under /stockcar/:categoria (fan-club.md §2). Not login-gated:
 * the quiz pages show the login prompt themselves when the visitor has no cpf.
 */
export function hallOfFameRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    pageRoute(
      c.hallOfFame.pattern,
      { titleKey: 'hallOfFame' },
      page(() => import('./routes/category/hall-of-fame.tsx')),
    ),
    pageRoute(
      c.stockQuiz.pattern,
      { titleKey: 'stockQuiz' },
      page(() => import('./routes/category/stock-quiz.tsx')),
    ),
    pageRoute(
      c.startQuiz.pattern,
      { titleKey: 'startQuiz' },
      page(() => import('./routes/category/start-quiz.tsx')),
    ),
  ];
}
