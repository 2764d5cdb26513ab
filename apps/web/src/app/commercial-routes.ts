import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pageRoute, type Page } from './route-table.ts';

/** The commercial and careers pages under /stockcar/:categoria (public-site.md §2.3). */
export function commercialRoutes(page: Page): RouteObject[] {
  const c = paths.category;
  return [
    pageRoute(
      c.corporativaB2b.pattern,
      // Partner logos are hidden for e-stock on the B2B list (§2.4).
      { titleKey: 'corporativaB2b', hidePartnerLogosOn: ['e-stock'] },
      page(() => import('./routes/category/corporativa-b2b.tsx')),
    ),
    pageRoute(
      c.camarotesB2b.pattern,
      { titleKey: 'camarotesB2b' },
      page(() => import('./routes/category/camarotes-b2b.tsx')),
    ),
    pageRoute(
      c.sejaPatrocinador.pattern,
      { titleKey: 'sejaPatrocinador' },
      page(() => import('./routes/category/seja-patrocinador.tsx')),
    ),
    pageRoute(
      c.queroSerPatrocinador.pattern,
      { titleKey: 'queroSerPatrocinador' },
      page(() => import('./routes/category/quero-ser-patrocinador.tsx')),
    ),
    pageRoute(
      c.trabalheConosco.pattern,
      { titleKey: 'trabalheConosco' },
      page(() => import('./routes/category/trabalhe-conosco.tsx')),
    ),
    pageRoute(
      c.bancoTalentos.pattern,
      { titleKey: 'bancoTalentos' },
      page(() => import('./routes/category/banco-talentos.tsx')),
    ),
    pageRoute(
      c.bancoTalentosObrigado.pattern,
      { titleKey: 'bancoTalentosObrigado' },
      page(() => import('./routes/category/banco-talentos-obrigado.tsx')),
    ),
  ];
}
