import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ESTOCK_SEASON } from '../../../config/seasons.ts';
import { getPilotosQueryOptions } from '../../../features/piloto/api/get-pilotos.ts';
import { DriverList } from '../../../features/piloto/components/driver-list.tsx';
import {
  getTemporadaAtualQueryOptions,
  useTemporadaAtual,
} from '../../../features/temporadas/api/get-temporada-atual.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = categoryLoader((queryClient, category) => {
  const division = category.slug === 'e-stock' ? 'PRO' : undefined;
  return [
    queryClient.ensureQueryData(getPilotosQueryOptions(category.id, division)),
    queryClient.ensureQueryData(getTemporadaAtualQueryOptions()),
  ];
});

/**
 * `/piloto`: the drivers list. The subtitle is the season of `/temporada_atual.json` (§2.5);
 * e-stock's is its fixed season (§9), the one its list shows.
 */
export default function PilotosPage() {
  const { t } = useTranslation(RACING_NS);
  const category = useRouteCategory();
  const { data: atual } = useTemporadaAtual();
  const ano = category.slug === 'e-stock' ? ESTOCK_SEASON : atual;
  return (
    <Page>
      <PageHeader
        title={t('drivers.title')}
        subtitle={ano === undefined ? undefined : t('drivers.subtitle', { ano })}
      />
      <Section>
        <DriverList category={category} />
      </Section>
    </Page>
  );
}
