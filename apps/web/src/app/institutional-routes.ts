import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import type { lazyPage, PageModule } from './routes/lazy-page.ts';

const handle = (value: RouteHandle) => value;

type Page = (load: () => Promise<PageModule>) => ReturnType<typeof lazyPage>;

/**
 * Legal pages, ESG and minors' terms on every category, and the event pages, which the pro
 * series alone shows (public-site.md §2.3); one chunk each.
 */
export function institutionalRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    {
      path: c.politicaPrivacidade.pattern,
      handle: handle({ titleKey: 'politicaPrivacidade' }),
      lazy: page(() => import('./routes/category/institucional/politica-privacidade.tsx')),
    },
    {
      path: c.termosDeUso.pattern,
      handle: handle({ titleKey: 'termosDeUso' }),
      lazy: page(() => import('./routes/category/institucional/termos-de-uso.tsx')),
    },
    {
      path: c.esg.pattern,
      handle: handle({ titleKey: 'esg' }),
      lazy: page(() => import('./routes/category/institucional/esg.tsx')),
    },
    {
      path: c.termoMenorIdade.pattern,
      handle: handle({ titleKey: 'termoMenorIdade' }),
      lazy: page(() => import('./routes/category/institucional/termo-menor-idade.tsx')),
    },
    {
      path: c.galeao.pattern,
      handle: handle({ titleKey: 'galeao' }),
      lazy: page(() => import('./routes/category/institucional/galeao.tsx')),
    },
    {
      path: c.beloHorizonte.pattern,
      handle: handle({ titleKey: 'beloHorizonte' }),
      lazy: page(() => import('./routes/category/institucional/belo-horizonte.tsx')),
    },
    {
      path: c.buenosAires.pattern,
      handle: handle({ titleKey: 'buenosAires' }),
      lazy: page(() => import('./routes/category/institucional/buenos-aires.tsx')),
    },
    {
      path: c.historiaBuenosAires.pattern,
      handle: handle({ titleKey: 'historiaBuenosAires' }),
      lazy: page(() => import('./routes/category/institucional/historia-buenosaires.tsx')),
    },
    {
      path: c.historiaBh.pattern,
      handle: handle({ titleKey: 'historiaBh' }),
      lazy: page(() => import('./routes/category/institucional/historia-bh.tsx')),
    },
  ];
}
