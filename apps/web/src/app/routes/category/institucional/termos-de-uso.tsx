import { LegalRoute, legalLoader } from './legal-route.tsx';

export const clientLoader = legalLoader;

/** `/termos-de-uso`: the footer item titled 'Termos de Uso' (§2.3). */
export default function TermosDeUsoPage() {
  return <LegalRoute page="termos-de-uso" titleKey="termosDeUso" />;
}
