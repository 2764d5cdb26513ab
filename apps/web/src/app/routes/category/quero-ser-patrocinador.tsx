import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { SponsorForm } from '../../../features/patrocinador/components/sponsor-form.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { Section } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/quero-ser-patrocinador`: the sponsor lead form (public-site.md §4, §5). */
export default function QueroSerPatrocinadorPage() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const { slug } = useRouteCategory();
  return (
    <Page>
      <PageHeader title={t('sponsorForm.title')} subtitle={t('sponsorForm.intro')} />
      <Section>
        <SponsorForm backHref={paths.category.sejaPatrocinador.href(slug)} />
      </Section>
    </Page>
  );
}
