import { STANDINGS_LIMIT_DEFAULT } from '@stockcar/shared/constants';
import { Page } from '../../../components/page.tsx';
import { currentYear } from '../../../config/seasons.ts';
import { getClassificacaoPilotosQueryOptions } from '../../../features/classificacao/api/get-classificacao-pilotos.ts';
import { getTurismoQueryOptions } from '../../../features/classificacao/api/get-turismo.ts';
import { Standings } from '../../../features/classificacao/components/standings.tsx';
import { turismoQuery } from '../../../features/classificacao/utils/turismo-tabs.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';

/** Warms the first tab: turismo's Overall A, the drivers elsewhere; e-stock shows none. */
export const clientLoader = categoryLoader((queryClient, category) => {
  if (category.slug === 'e-stock') return undefined;
  const ano = currentYear();
  return [
    category.slug === 'turismo-nacional'
      ? queryClient.ensureQueryData(
          getTurismoQueryOptions(ano, turismoQuery(0), STANDINGS_LIMIT_DEFAULT),
        )
      : queryClient.ensureQueryData(
          getClassificacaoPilotosQueryOptions(category.id, ano, STANDINGS_LIMIT_DEFAULT),
        ),
  ];
});

/** `/classificacao`: the full standings (§2.5). */
export default function ClassificacaoPage() {
  const category = useRouteCategory();
  return (
    <Page>
      <Section>
        <Standings category={category} />
      </Section>
    </Page>
  );
}
