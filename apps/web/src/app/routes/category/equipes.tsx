import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getEquipesQueryOptions } from '../../../features/equipe/api/get-equipes.ts';
import { TeamList } from '../../../features/equipe/components/team-list.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = categoryLoader((queryClient, category) => [
  queryClient.ensureQueryData(getEquipesQueryOptions(category.id)),
]);

/** `/equipe`: the teams list (§2.5). */
export default function EquipesPage() {
  const { t } = useTranslation(RACING_NS);
  const category = useRouteCategory();
  return (
    <Page>
      <PageHeader title={t('teams.title')} subtitle={category.name} />
      <Section>
        <TeamList category={category} />
      </Section>
    </Page>
  );
}
