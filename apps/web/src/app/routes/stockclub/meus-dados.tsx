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

/** Warms the sections' data; a failure is left to its section, which shows it. */
export const clientLoader = warmingLoader((queryClient) => {
  if (!isSignedIn()) return undefined;
  return [
    queryClient.ensureQueryData(getConsentimentosQueryOptions()),
    queryClient.ensureQueryData(getSessoesQueryOptions()),
    queryClient.ensureQueryData(getPerfilQueryOptions()),
  ];
});

const broken = 'Esta seção não pôde ser exibida. Recarregue a página para tentar de novo.';

/** `/stockclub/meus-dados`, login required: the member's LGPD rights in four sections. */
export default function MeusDadosPage() {
  return (
    <section className="stockclub__panel meus-dados">
      <h1 className="display stockclub__title">Meus dados</h1>
      <p className="stockclub__lead">
        Pela Lei Geral de Proteção de Dados (LGPD), você pode baixar os seus dados, rever os seus
        consentimentos, encerrar sessões e excluir a sua conta quando quiser.
      </p>
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
