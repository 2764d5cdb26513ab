import { RetentionPeriods } from '../../../../features/institucional/components/retention-periods.tsx';
import { getRuntimeConfig } from '../../../../lib/runtime-config.ts';
import { LegalRoute, legalLoader } from './legal-route.tsx';

export const clientLoader = legalLoader;

/**
 * `/politica-privacidade`: the footer item titled 'Políticas de Privacidade' (§2.3), then how
 * long the site keeps personal data (issue 12), from the server's retention settings.
 */
export default function PoliticaPrivacidadePage() {
  return (
    <LegalRoute page="politica-privacidade" titleKey="politicaPrivacidade">
      <RetentionPeriods periods={getRuntimeConfig().retention} />
    </LegalRoute>
  );
}
