import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import type { lazyPage, PageModule } from './routes/lazy-page.ts';

const handle = (value: RouteHandle) => value;

type Page = (load: () => Promise<PageModule>) => ReturnType<typeof lazyPage>;

/**
 * Hall of fame and Stock Quiz under /stockcar/:categoria (fan-club.md §2). Not login-gated:
 * the quiz pages show the login prompt themselves when the visitor has no cpf.
 */
export function hallOfFameRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    {
      path: c.hallOfFame.pattern,
      handle: handle({ titleKey: 'hallOfFame' }),
      lazy: page(() => import('./routes/category/hall-of-fame.tsx')),
    },
    {
      path: c.stockQuiz.pattern,
      handle: handle({ titleKey: 'stockQuiz' }),
      lazy: page(() => import('./routes/category/stock-quiz.tsx')),
    },
    {
      path: c.startQuiz.pattern,
      handle: handle({ titleKey: 'startQuiz' }),
      lazy: page(() => import('./routes/category/start-quiz.tsx')),
    },
  ];
}
