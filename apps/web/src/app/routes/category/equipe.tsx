import { driverHasLink } from '@stockcar/shared/link-rules';
import { paths } from '../../../config/paths.ts';
import { getEquipeQueryOptions } from '../../../features/equipe/api/get-equipe.ts';
import { TeamDetail } from '../../../features/equipe/components/team-detail.tsx';
import { detailRoute } from './detail-route.tsx';

/** `/equipe/:idEquipe`: the team page; its drivers link as the drivers list does (§2.5). */
const route = detailRoute(
  'idEquipe',
  (queryClient, idCategoria, id) =>
    queryClient.ensureQueryData(getEquipeQueryOptions(id, idCategoria)),
  ({ category, id }) => {
    const linked = driverHasLink(category.slug);
    return (
      <TeamDetail
        category={category}
        idEquipe={id}
        driverHref={(idPiloto) =>
          linked ? paths.category.piloto.href(category.slug, idPiloto) : undefined
        }
      />
    );
  },
);

export const clientLoader = route.clientLoader;
export default route.DetailPage;
