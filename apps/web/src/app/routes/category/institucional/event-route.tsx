import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/page.tsx';
import { EventPage } from '../../../../features/eventos/components/event-page.tsx';
import type { EventContent } from '../../../../features/eventos/content/event-types.ts';
import { hasEventPages } from '../../../../features/eventos/utils/event-category.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { NotFoundContent } from '../../../layout/not-found-content.tsx';
import { useRouteCategory } from '../../../layout/use-route-category.ts';
import { Section } from '../route-helpers.tsx';

/**
 * An event page: under the pro series only (§2.3); any other category shows the not-found
 * state inside its own frame, titled as such.
 */
export function EventRoute({ content, actions }: { content: EventContent; actions?: ReactNode }) {
  const { t } = useTranslation();
  const category = useRouteCategory();
  const shown = hasEventPages(category);
  usePageTitle(shown ? undefined : t('titles.notFound'));
  if (!shown) return <NotFoundContent homeSlug={category.slug} />;
  return (
    <Page>
      <Section>
        <EventPage content={content} actions={actions} />
      </Section>
    </Page>
  );
}
