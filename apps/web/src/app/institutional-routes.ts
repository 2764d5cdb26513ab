import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pageRoute, type Page } from './route-table.ts';

/**
 * Legal pages, ESG and minors' terms on every category, and the event pages, which the pro
 * series alone shows (public-site.md §2.3); one chunk each.
 */
export function institutionalRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    pageRoute(
      c.politicaPrivacidade.pattern,
      { titleKey: 'politicaPrivacidade' },
      page(() => import('./routes/category/institucional/politica-privacidade.tsx')),
    ),
    pageRoute(
      c.termosDeUso.pattern,
      { titleKey: 'termosDeUso' },
      page(() => import('./routes/category/institucional/termos-de-uso.tsx')),
    ),
    pageRoute(
      c.esg.pattern,
      { titleKey: 'esg' },
      page(() => import('./routes/category/institucional/esg.tsx')),
    ),
    pageRoute(
      c.termoMenorIdade.pattern,
      { titleKey: 'termoMenorIdade' },
      page(() => import('./routes/category/institucional/termo-menor-idade.tsx')),
    ),
    pageRoute(
      c.galeao.pattern,
      { titleKey: 'galeao' },
      page(() => import('./routes/category/institucional/galeao.tsx')),
    ),
    pageRoute(
      c.beloHorizonte.pattern,
      { titleKey: 'beloHorizonte' },
      page(() => import('./routes/category/institucional/belo-horizonte.tsx')),
    ),
    pageRoute(
      c.buenosAires.pattern,
      { titleKey: 'buenosAires' },
      page(() => import('./routes/category/institucional/buenos-aires.tsx')),
    ),
    pageRoute(
      c.historiaBuenosAires.pattern,
      { titleKey: 'historiaBuenosAires' },
      page(() => import('./routes/category/institucional/historia-buenosaires.tsx')),
    ),
    pageRoute(
      c.historiaBh.pattern,
      { titleKey: 'historiaBh' },
      page(() => import('./routes/category/institucional/historia-bh.tsx')),
    ),
  ];
}
