import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { getCircuitoQueryOptions } from '../../../features/circuito/api/get-circuito.ts';
import { CircuitSchedule } from '../../../features/circuito/components/circuit-schedule.tsx';
import { NotFoundContent } from '../../layout/not-found-content.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { idParam, loaderCategory, Section } from './route-helpers.tsx';

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const category = loaderCategory(params);
    const idCircuito = idParam(params.idCircuito);
    if (!category || idCircuito === undefined) return null;
    await Promise.allSettled([
      queryClient.ensureQueryData(getCircuitoQueryOptions(idCircuito, category.id)),
    ]);
    return null;
  };

/** `/programacao/:idCircuito`: the schedule of the circuit's next stage (§2.5). */
export default function ProgramacaoCircuitoPage() {
  const category = useRouteCategory();
  const idCircuito = idParam(useParams().idCircuito);
  if (idCircuito === undefined) return <NotFoundContent homeSlug={category.slug} />;
  return (
    <Page>
      <Section>
        <CircuitSchedule category={category} idCircuito={idCircuito} />
      </Section>
    </Page>
  );
}
