import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getCircuitosQueryOptions } from '../../../features/circuito/api/get-circuitos.ts';
import { CircuitList } from '../../../features/circuito/components/circuit-list.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = categoryLoader((queryClient, category) => [
  queryClient.ensureQueryData(getCircuitosQueryOptions(category.id)),
]);

/** `/circuito`: the circuits list (§2.5). */
export default function CircuitosPage() {
  const { t } = useTranslation(RACING_NS);
  const category = useRouteCategory();
  return (
    <Page>
      <PageHeader title={t('circuits.title')} subtitle={category.name} />
      <Section>
        <CircuitList category={category} />
      </Section>
    </Page>
  );
}
