import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { isSignedIn } from '../../../lib/session.ts';
import { getPerfilQueryOptions } from '../../../lib/club/perfil-query.ts';
import { getConsentimentosQueryOptions } from '../../../features/meus-dados/api/get-consentimentos.ts';
import { getSessoesQueryOptions } from '../../../features/meus-dados/api/get-sessoes.ts';
import { ConsentsSection } from '../../../features/meus-dados/components/consents-section.tsx';
import { DataExportSection } from '../../../features/meus-dados/components/data-export-section.tsx';
import { DeleteAccountSection } from '../../../features/meus-dados/components/delete-account-section.tsx';
import { SessionsSection } from '../../../features/meus-dados/components/sessions-section.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Warms the sections' data; a failure is left to its section, which shows it. */
export const clientLoader = warmingLoader((queryClient) => {
  if (!isSignedIn()) return undefined;
  return [
    queryClient.ensureQueryData(getConsentimentosQueryOptions()),
    queryClient.ensureQueryData(getSessoesQueryOptions()),
    queryClient.ensureQueryData(getPerfilQueryOptions()),
  ];
});

/** `/stockclub/meus-dados`, login required: the member's LGPD rights in four sections. */
export default function MeusDadosPage() {
  const { t } = useTranslation(CLUBE_NS);
  const broken = t('myData.sectionBroken');
  return (
    <section className="stockclub__panel meus-dados">
      <h1 className="display stockclub__title">{t('myData.title')}</h1>
      <p className="stockclub__lead">{t('myData.lead')}</p>
      <SectionBoundary fallback={broken}>
        <DataExportSection />
      </SectionBoundary>
      <SectionBoundary fallback={broken}>
        <ConsentsSection />
      </SectionBoundary>
      <SectionBoundary fallback={broken}>
        <SessionsSection />
      </SectionBoundary>
      <SectionBoundary fallback={broken}>
        <DeleteAccountSection />
      </SectionBoundary>
    </section>
  );
}
