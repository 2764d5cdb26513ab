import { Page } from '../../../../components/page.tsx';
import { MinorsTerms } from '../../../../features/institucional/components/minors-terms.tsx';
import { Section } from '../route-helpers.tsx';

/** `/termo-menor-idade` (§2.5 and §9). */
export default function TermoMenorIdadePage() {
  return (
    <Page>
      <Section>
        <MinorsTerms />
      </Section>
    </Page>
  );
}
