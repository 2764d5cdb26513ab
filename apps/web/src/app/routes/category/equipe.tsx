import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';
import { getEquipeQueryOptions } from '../../../features/equipe/api/get-equipe.ts';
import { TeamDetail } from '../../../features/equipe/components/team-detail.tsx';
import { driverHasLink } from '../../../features/piloto/utils/driver-rules.ts';
import { NotFoundContent } from '../../layout/not-found-content.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { idParam, loaderCategory, Section } from './route-helpers.tsx';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const category = loaderCategory(params);
    const idEquipe = idParam(params.idEquipe);
    if (!category || idEquipe === undefined) return null;
    await Promise.allSettled([
      queryClient.ensureQueryData(getEquipeQueryOptions(idEquipe, category.id)),
    ]);
    return null;
  };

/** `/equipe/:idEquipe`: the team page; its drivers link as the drivers list does (§2.5). */
export default function EquipePage() {
  const category = useRouteCategory();
  const idEquipe = idParam(useParams().idEquipe);
  if (idEquipe === undefined) return <NotFoundContent homeSlug={category.slug} />;
  const linked = driverHasLink(category.slug);
  return (
    <Page>
      <Section>
        <TeamDetail
          category={category}
          idEquipe={idEquipe}
          driverHref={(idPiloto) =>
            linked ? paths.category.piloto.href(category.slug, idPiloto) : undefined
          }
        />
      </Section>
    </Page>
  );
}
