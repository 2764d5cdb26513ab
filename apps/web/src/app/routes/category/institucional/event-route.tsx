import type { ReactNode } from 'react';
import type { PaginaEventoSlug } from '@stockcar/shared/schemas/pagina-evento';
import { LoadingBlock, Page } from '../../../../components/page.tsx';
import { queryState } from '../../../../components/query-state.tsx';
import {
  getPaginaEventoQueryOptions,
  usePaginaEvento,
} from '../../../../features/eventos/api/get-pagina-evento.ts';
import { EventPage } from '../../../../features/eventos/components/event-page.tsx';
import { hasEventPages } from '../../../../features/eventos/utils/event-category.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { INSTITUTIONAL_NS } from '../../../../lib/institutional-i18n.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { NotFoundContent } from '../../../layout/not-found-content.tsx';
import { useRouteCategory } from '../../../layout/use-route-category.ts';
import { categoryLoader, Section } from '../route-helpers.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { TITLES_NS } from '../../../../lib/titles-i18n.ts';

/** Warms the page's content under the pro series (elsewhere the page is not found). */
export const eventLoader = (pagina: PaginaEventoSlug) =>
  categoryLoader((queryClient, category) =>
    hasEventPages(category)
      ? [queryClient.ensureQueryData(getPaginaEventoQueryOptions(pagina))]
      : undefined,
  );

/** The page's content from the API: loading, failure with a retry, or the page. */
function EventContent({ pagina, actions }: { pagina: PaginaEventoSlug; actions?: ReactNode }) {
  const { t } = useTranslation(INSTITUTIONAL_NS);
  const query = usePaginaEvento(pagina);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('events.error'),
    retryLabel: t('common.retry'),
  });
  if (!shown.ready) return shown.screen;
  return <EventPage content={shown.data} actions={actions} />;
}

/**
 * An event page: under the pro series only (§2.3); any other category, or a page the newsroom
 * removed (the API's 404), shows the not-found state inside its own frame, titled as such.
 */
export function EventRoute({ pagina, actions }: { pagina: PaginaEventoSlug; actions?: ReactNode }) {
  const { t } = useTranslation(TITLES_NS);
  const category = useRouteCategory();
  const eventCategory = hasEventPages(category);
  const query = usePaginaEvento(pagina, eventCategory);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const shown = eventCategory && !missing;
  usePageTitle(shown ? undefined : t('notFound'));
  if (!shown) return <NotFoundContent homeSlug={category.slug} />;
  return (
    <Page>
      <Section>
        <EventContent pagina={pagina} actions={actions} />
      </Section>
    </Page>
  );
}
