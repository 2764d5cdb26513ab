import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getProximaEtapaQueryOptions } from '../../../features/etapa/api/get-proxima-etapa.ts';
import { NextRound } from '../../../features/etapa/components/next-round.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = categoryLoader((queryClient, category) => [
  queryClient.ensureQueryData(getProximaEtapaQueryOptions(category.id)),
]);

/** `/programacao/`: the next-round block, leading to that stage's schedule (§2.3, §2.5). */
export default function ProgramacaoPage() {
  const { t } = useTranslation(RACING_NS);
  const category = useRouteCategory();
  return (
    <Page>
      <PageHeader title={t('schedule.title')} subtitle={category.name} />
      <Section>
        <NextRound category={category} />
      </Section>
    </Page>
  );
}
