import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import { resolveCategory } from '@stockcar/shared/categories';
import { BTN_INGRESSO_OCULTO } from '@stockcar/shared/constants';
import { getCategoriaQueryOptions } from '../../../features/categoria/api/get-categoria.ts';
import { getMenuQueryOptions } from '../../../features/categoria/api/get-menu.ts';
import { getFooterQueryOptions } from '../../../features/footer/api/get-footer.ts';
import { getLivesQueryOptions } from '../../../features/ao-vivo/api/get-lives.ts';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { setTicketButton } from '../../../lib/session.ts';
import { SiteLayout } from '../../layout/site-layout.tsx';
import { defaultCategory, useRouteCategory } from '../../layout/use-route-category.ts';
import { RootErrorBoundary } from '../root.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

// Out of the first load (an unknown category only): e2e/home-bundle.ts budgets the home.
const NotFoundContent = lazy(() =>
  import('../../layout/not-found-content.tsx').then((module) => ({
    default: module.NotFoundContent,
  })),
);

/**
 * `/stockcar/:categoria`: an unknown slug is a 404. Theme and menu are awaited (the frame needs
 * them); footer and lives only start loading. Failures do not fail the route: each block shows
 * its own error state (and the ticket button stays hidden).
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const category = resolveCategory(params.categoria);
    if (!category) throw data(null, { status: 404 });
    // Set before building query keys, which carry the language.
    applyCategoryLanguage(params.categoria, new URL(request.url).search);
    void queryClient.prefetchQuery(getFooterQueryOptions(category.id));
    void queryClient.prefetchQuery(getLivesQueryOptions());
    const [categoria] = await Promise.allSettled([
      queryClient.ensureQueryData(getCategoriaQueryOptions(category.id)),
      queryClient.ensureQueryData(getMenuQueryOptions(category.id)),
    ]);
    // The store's mostrarBtnIngresso (§4): every category entered sets its own ticket button,
    // cached or not, so one category's button never shows on another's pages.
    setTicketButton(
      categoria.status === 'fulfilled' ? categoria.value.btnIngresso : BTN_INGRESSO_OCULTO,
    );
    return null;
  };

export default function CategoryLayout() {
  const category = useRouteCategory();
  return (
    <SiteLayout category={category}>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RootErrorBoundary />;
  return (
    <SiteLayout category={defaultCategory()} titleKey="notFound">
      <Suspense fallback={<Spinner label={t('common.loading')} size="large" />}>
        <NotFoundContent />
      </Suspense>
    </SiteLayout>
  );
}
