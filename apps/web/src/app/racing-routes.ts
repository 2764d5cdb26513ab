import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pageRoute, type Page } from './route-table.ts';

/** The racing-data pages under /stockcar/:categoria (public-site.md §2.3), one chunk each. */
export function racingRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    pageRoute(
      c.categoria.pattern,
      { titleKey: 'categoria' },
      page(() => import('./routes/category/categoria.tsx')),
    ),
    pageRoute(
      c.etapas.pattern,
      { titleKey: 'etapas' },
      page(() => import('./routes/category/etapa.tsx')),
    ),
    pageRoute(
      c.classificacao.pattern,
      { titleKey: 'classificacao' },
      page(() => import('./routes/category/classificacao.tsx')),
    ),
    pageRoute(
      c.pilotos.pattern,
      { titleKey: 'pilotos' },
      page(() => import('./routes/category/pilotos.tsx')),
    ),
    pageRoute(
      c.piloto.pattern,
      { titleKey: 'piloto' },
      page(() => import('./routes/category/piloto.tsx')),
    ),
    pageRoute(
      c.equipes.pattern,
      { titleKey: 'equipes' },
      page(() => import('./routes/category/equipes.tsx')),
    ),
    pageRoute(
      c.equipe.pattern,
      { titleKey: 'equipe' },
      page(() => import('./routes/category/equipe.tsx')),
    ),
    pageRoute(
      c.circuitos.pattern,
      { titleKey: 'circuitos' },
      page(() => import('./routes/category/circuitos.tsx')),
    ),
    pageRoute(
      c.circuito.pattern,
      { titleKey: 'circuito' },
      page(() => import('./routes/category/circuito.tsx')),
    ),
    pageRoute(
      c.montadoras.pattern,
      { titleKey: 'montadoras' },
      page(() => import('./routes/category/montadora.tsx')),
    ),
    pageRoute(
      c.proximaRodada.pattern,
      { titleKey: 'programacao' },
      page(() => import('./routes/category/programacao.tsx')),
    ),
    pageRoute(
      c.programacao.pattern,
      { titleKey: 'programacao' },
      page(() => import('./routes/category/programacao-circuito.tsx')),
    ),
  ];
}
