import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import type { lazyPage, PageModule } from './routes/lazy-page.ts';

const handle = (value: RouteHandle) => value;

type Page = (load: () => Promise<PageModule>) => ReturnType<typeof lazyPage>;

/** The commercial and careers pages under /stockcar/:categoria (public-site.md §2.3). */
export function commercialRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    {
      path: c.corporativaB2b.pattern,
      // Partner logos are hidden for e-stock on the B2B list (§2.4).
      handle: handle({ titleKey: 'corporativaB2b', hidePartnerLogosOn: ['e-stock'] }),
      lazy: page(() => import('./routes/category/corporativa-b2b.tsx')),
    },
    {
      path: c.camarotesB2b.pattern,
      handle: handle({ titleKey: 'camarotesB2b' }),
      lazy: page(() => import('./routes/category/camarotes-b2b.tsx')),
    },
    {
      path: c.sejaPatrocinador.pattern,
      handle: handle({ titleKey: 'sejaPatrocinador' }),
      lazy: page(() => import('./routes/category/seja-patrocinador.tsx')),
    },
    {
      path: c.queroSerPatrocinador.pattern,
      handle: handle({ titleKey: 'queroSerPatrocinador' }),
      lazy: page(() => import('./routes/category/quero-ser-patrocinador.tsx')),
    },
    {
      path: c.trabalheConosco.pattern,
      handle: handle({ titleKey: 'trabalheConosco' }),
      lazy: page(() => import('./routes/category/trabalhe-conosco.tsx')),
    },
    {
      path: c.bancoTalentos.pattern,
      handle: handle({ titleKey: 'bancoTalentos' }),
      lazy: page(() => import('./routes/category/banco-talentos.tsx')),
    },
    {
      path: c.bancoTalentosObrigado.pattern,
      handle: handle({ titleKey: 'bancoTalentosObrigado' }),
      lazy: page(() => import('./routes/category/banco-talentos-obrigado.tsx')),
    },
  ];
}
