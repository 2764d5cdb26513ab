import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { getAreasQueryOptions } from '../../../features/rh/api/get-areas.ts';
import { TalentForm } from '../../../features/rh/components/talent-form.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { loaderCategory, Section } from './route-helpers.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = warmingLoader((queryClient, { params, request }) => {
  if (!loaderCategory(params, request)) return undefined;
  return [queryClient.ensureQueryData(getAreasQueryOptions())];
});

/** `/trabalhe-conosco/cadastro`: the talent-bank form (public-site.md §4, §5, §8). */
export default function BancoTalentosPage() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const { slug } = useRouteCategory();
  return (
    <Page>
      <PageHeader title={t('talent.title')} subtitle={t('talent.intro')} />
      <Section>
        <TalentForm thanksHref={paths.category.bancoTalentosObrigado.href(slug)} />
      </Section>
    </Page>
  );
}
