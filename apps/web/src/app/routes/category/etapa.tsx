import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { currentYear, ESTOCK_SEASON } from '../../../config/seasons.ts';
import { getEtapasQueryOptions } from '../../../features/etapa/api/get-etapas.ts';
import { StageList } from '../../../features/etapa/components/stage-list.tsx';
import {
  getTemporadasQueryOptions,
  seasonsFileFor,
} from '../../../features/temporadas/api/get-temporadas.ts';
import { SeasonSelect } from '../../../features/temporadas/components/season-select.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';

export const clientLoader = categoryLoader((queryClient, category) => [
  queryClient.ensureQueryData(getEtapasQueryOptions(category.id, currentYear())),
  queryClient.ensureQueryData(getTemporadasQueryOptions(seasonsFileFor(category.slug))),
]);

/** `/etapa`: all stages of a season; e-stock is fixed to 2024 and has no select (§2.5). */
export default function EtapasPage() {
  const { t } = useTranslation(RACING_NS);
  const category = useRouteCategory();
  const [ano, setAno] = useState(currentYear);
  const estock = category.slug === 'e-stock';
  return (
    <Page>
      <PageHeader
        title={t('stages.title')}
        subtitle={t('stages.subtitle', { ano: estock ? ESTOCK_SEASON : ano })}
      >
        {!estock && (
          <SeasonSelect file={seasonsFileFor(category.slug)} value={ano} onChange={setAno} />
        )}
      </PageHeader>
      <Section>
        <StageList category={category} ano={ano} />
      </Section>
    </Page>
  );
}
