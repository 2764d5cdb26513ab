import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { getAreasQueryOptions } from '../../../features/rh/api/get-areas.ts';
import { getDepoimentosQueryOptions } from '../../../features/rh/api/get-depoimentos.ts';
import { Careers } from '../../../features/rh/components/careers.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { loaderCategory, Section } from './route-helpers.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = warmingLoader((queryClient, { params, request }) => {
  if (!loaderCategory(params, request)) return undefined;
  return [
    queryClient.ensureQueryData(getAreasQueryOptions()),
    queryClient.ensureQueryData(getDepoimentosQueryOptions()),
  ];
});

/** `/trabalhe-conosco`: careers (public-site.md §2.5). */
export default function TrabalheConoscoPage() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const { slug } = useRouteCategory();
  return (
    <Page>
      <PageHeader title={t('careers.title')} subtitle={t('careers.subtitle')} />
      <Section>
        <Careers formHref={paths.category.bancoTalentos.href(slug)} />
      </Section>
    </Page>
  );
}
