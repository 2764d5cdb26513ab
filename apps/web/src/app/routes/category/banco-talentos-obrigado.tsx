import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { TalentThanks } from '../../../features/rh/components/careers.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/trabalhe-conosco/obrigado`: thanks, with a link to the club login (public-site.md §2.3). */
export default function BancoTalentosObrigadoPage() {
  const { t } = useTranslation(COMMERCIAL_NS);
  return (
    <Page>
      <PageHeader title={t('thanks.title')} />
      <TalentThanks clubHref={paths.stockclub.login} />
    </Page>
  );
}
