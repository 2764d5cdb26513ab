import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getMaquinasQueryOptions } from '../../../features/montadora/api/get-maquinas.ts';
import { getMontadorasQueryOptions } from '../../../features/montadora/api/get-montadoras.ts';
import { Machines } from '../../../features/montadora/components/machines.tsx';
import { ManufacturerList } from '../../../features/montadora/components/manufacturer-list.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = categoryLoader((queryClient, category) => [
  queryClient.ensureQueryData(getMontadorasQueryOptions(category.id)),
  ...(category.slug === 'proseries'
    ? [queryClient.ensureQueryData(getMaquinasQueryOptions())]
    : []),
]);

/** `/montadora`: manufacturers, and the machines on the pro series (§2.5). */
export default function MontadorasPage() {
  const { t } = useTranslation(RACING_NS);
  const category = useRouteCategory();
  return (
    <Page>
      <PageHeader title={t('manufacturers.title')} subtitle={category.name} />
      <Section>
        <ManufacturerList category={category} />
      </Section>
      {category.slug === 'proseries' && (
        <Section>
          <Machines />
        </Section>
      )}
    </Page>
  );
}
