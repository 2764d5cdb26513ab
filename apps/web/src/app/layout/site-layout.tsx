import { lazy, memo, Suspense, useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { Category } from '@stockcar/shared/categories';
import { useCategoria } from '../../features/categoria/api/get-categoria.ts';
import { usePageTitleOverride } from '../../lib/page-title.ts';
import { routeHandles, type TitleKey } from '../route-handle.ts';
import { useLiveModal } from './use-live-modal.ts';
import { Menu } from './menu/menu.tsx';
import { SponsorPlaceholders } from './sponsor-placeholders.tsx';
import { themeStyle, useFavicon, useThemeOnDocument } from './use-category-theme.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { useTranslation } from '../../lib/i18n.ts';
import './site-layout.css';

// The dialog (and the shared Modal) loads when the live modal first opens: most visits never
// open it, and the first download has a budget (e2e/bundle-size.test.ts).
const LiveModal = lazy(() => import('./live-modal.tsx').then((m) => ({ default: m.LiveModal })));
/*
 * The partner logos and the footer sit below the content: they load beside the page's own
 * chunks, out of the first download. Their placeholders keep the logos' block at its size, and
 * the footer, last on the page, moves nothing above it when it comes.
 */
const SponsorLogos = lazy(() =>
  import('./sponsor-logos.tsx').then((m) => ({ default: m.SponsorLogos })),
);
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));

/*
 * Right after hydration the layout renders again (the live modal's state: hydrated, the tab's
 * `live` value). The menu and the blocks below the content are memoised on their props so that
 * this render stops at them: an element changed under a boundary the browser had not hydrated
 * yet (the lazy logos and footer) made React drop the server's HTML there and render it anew,
 * with the whole menu, in the task that hydrates the page.
 */
const LayoutMenu = memo(Menu);

const BelowContent = memo(function BelowContent({
  category,
  hideLogos,
}: {
  category: Category;
  hideLogos: boolean;
}) {
  return (
    <>
      {!hideLogos && (
        <Suspense fallback={<SponsorPlaceholders />}>
          <SponsorLogos idCategoria={category.id} special={category.slug === 'formula-4'} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <Footer category={category} />
      </Suspense>
    </>
  );
});

interface SiteLayoutProps {
  category: Category;
  /** Overrides the route's own name (the not-found page shown by an error boundary). */
  titleKey?: TitleKey;
  children: ReactNode;
}

/** The frame of every page: themed root, menu, content, partner logos, footer, live modal. */
export function SiteLayout({ category, titleKey, children }: SiteLayoutProps) {
  const { t, i18n } = useTranslation();
  const handles = routeHandles(useMatches());
  const hideChrome = handles.some((handle) => handle.hideChrome);
  const hideLogos = handles.some((handle) => handle.hidePartnerLogosOn?.includes(category.slug));
  const routeTitle = titleKey ?? handles.findLast((handle) => handle.titleKey)?.titleKey;
  const { data: categoria } = useCategoria(category.id);
  const liveModal = useLiveModal(!hideChrome);

  // A detail page names itself after its data (the driver, the team); else the route's name.
  const pageTitle = usePageTitleOverride();
  useDocumentTitle(pageTitle, routeTitle, category.name, i18n.language);
  useFavicon(categoria?.imgCategoria, category.slug);
  const style = useMemo(() => themeStyle(categoria), [categoria]);
  useThemeOnDocument(style);

  return (
    <div className="site" data-categoria={category.slug} style={style}>
      <a className="site__skip" href="#conteudo">
        {t('common.skip')}
      </a>
      {!hideChrome && (
        <LayoutMenu category={category} categoria={categoria} onOpenLive={liveModal.show} />
      )}
      <main id="conteudo" className="site__main">
        {children}
      </main>
      {!hideChrome && <BelowContent category={category} hideLogos={hideLogos} />}
      {liveModal.open && (
        <Suspense fallback={null}>
          <LiveModal onClose={liveModal.close} />
        </Suspense>
      )}
    </div>
  );
}
