import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LOGO_CATEGORY_ID } from '@stockcar/shared/categories';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { getFooterQueryOptions, useFooter } from '../../../features/footer/api/get-footer.ts';
import { SponsorPitch } from '../../../features/patrocinador/components/sponsor-pitch.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { loaderCategory, Section } from './route-helpers.tsx';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    if (!loaderCategory(params)) return null;
    void queryClient.prefetchQuery(getFooterQueryOptions(DEFAULT_LOGO_CATEGORY_ID));
    return null;
  };

/** `/seja-patrocinador`: the sponsorship pitch; its logos are category 1's sponsors (§7). */
export default function SejaPatrocinadorPage() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const { slug } = useRouteCategory();
  const footer = useFooter(DEFAULT_LOGO_CATEGORY_ID);
  return (
    <Page>
      <PageHeader title={t('sponsor.title')} subtitle={t('sponsor.subtitle')} />
      <Section>
        <SponsorPitch
          logos={footer.data?.patrocinadores}
          logosFailed={footer.isError}
          formHref={paths.category.queroSerPatrocinador.href(slug)}
        />
      </Section>
    </Page>
  );
}
