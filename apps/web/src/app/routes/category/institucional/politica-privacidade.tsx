import { LegalRoute, legalLoader } from './legal-route.tsx';

export const clientLoader = legalLoader;

/** `/politica-privacidade`: the footer item titled 'Políticas de Privacidade' (§2.3). */
export default function PoliticaPrivacidadePage() {
  return <LegalRoute page="politica-privacidade" titleKey="politicaPrivacidade" />;
}
