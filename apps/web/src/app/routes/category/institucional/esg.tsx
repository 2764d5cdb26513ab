import { Page } from '../../../../components/page.tsx';
import { EsgPage } from '../../../../features/institucional/components/esg-page.tsx';
import { Section } from '../route-helpers.tsx';

/** `/esg` (§2.3). */
export default function EsgRoutePage() {
  return (
    <Page>
      <Section>
        <EsgPage />
      </Section>
    </Page>
  );
}
