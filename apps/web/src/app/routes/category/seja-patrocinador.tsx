import { DEFAULT_LOGO_CATEGORY_ID } from '@stockcar/shared/categories';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { getFooterQueryOptions, useFooter } from '../../../features/footer/api/get-footer.ts';
import { SponsorPitch } from '../../../features/patrocinador/components/sponsor-pitch.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

// Not awaited: the pitch shows before its logos.
export const clientLoader = categoryLoader((queryClient) => {
  void queryClient.prefetchQuery(getFooterQueryOptions(DEFAULT_LOGO_CATEGORY_ID));
  return [];
});

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
