import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getEquipesQueryOptions } from '../../../features/equipe/api/get-equipes.ts';
import { TeamList } from '../../../features/equipe/components/team-list.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { loaderCategory, Section } from './route-helpers.tsx';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const category = loaderCategory(params);
    if (!category) return null;
    await Promise.allSettled([queryClient.ensureQueryData(getEquipesQueryOptions(category.id))]);
    return null;
  };

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
