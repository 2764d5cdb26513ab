import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import type { lazyPage, PageModule } from './routes/lazy-page.ts';

const handle = (value: RouteHandle) => value;

type Page = (load: () => Promise<PageModule>) => ReturnType<typeof lazyPage>;

/** The racing-data pages under /stockcar/:categoria (public-site.md §2.3), one chunk each. */
export function racingRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    {
      path: c.categoria.pattern,
      handle: handle({ titleKey: 'categoria' }),
      lazy: page(() => import('./routes/category/categoria.tsx')),
    },
    {
      path: c.etapas.pattern,
      handle: handle({ titleKey: 'etapas' }),
      lazy: page(() => import('./routes/category/etapa.tsx')),
    },
    {
      path: c.classificacao.pattern,
      handle: handle({ titleKey: 'classificacao' }),
      lazy: page(() => import('./routes/category/classificacao.tsx')),
    },
    {
      path: c.pilotos.pattern,
      handle: handle({ titleKey: 'pilotos' }),
      lazy: page(() => import('./routes/category/pilotos.tsx')),
    },
    {
      path: c.piloto.pattern,
      handle: handle({ titleKey: 'piloto' }),
      lazy: page(() => import('./routes/category/piloto.tsx')),
    },
    {
      path: c.equipes.pattern,
      handle: handle({ titleKey: 'equipes' }),
      lazy: page(() => import('./routes/category/equipes.tsx')),
    },
    {
      path: c.equipe.pattern,
      handle: handle({ titleKey: 'equipe' }),
      lazy: page(() => import('./routes/category/equipe.tsx')),
    },
    {
      path: c.circuitos.pattern,
      handle: handle({ titleKey: 'circuitos' }),
      lazy: page(() => import('./routes/category/circuitos.tsx')),
    },
    {
      path: c.circuito.pattern,
      handle: handle({ titleKey: 'circuito' }),
      lazy: page(() => import('./routes/category/circuito.tsx')),
    },
    {
      path: c.montadoras.pattern,
      handle: handle({ titleKey: 'montadoras' }),
      lazy: page(() => import('./routes/category/montadora.tsx')),
    },
    {
      path: c.proximaRodada.pattern,
      handle: handle({ titleKey: 'programacao' }),
      lazy: page(() => import('./routes/category/programacao.tsx')),
    },
    {
      path: c.programacao.pattern,
      handle: handle({ titleKey: 'programacao' }),
      lazy: page(() => import('./routes/category/programacao-circuito.tsx')),
    },
  ];
}
