import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { getPilotoQueryOptions } from '../../../features/piloto/api/get-piloto.ts';
import { DriverGalleries } from '../../../features/noticias/components/driver-galleries.tsx';
import { DriverDetail } from '../../../features/piloto/components/driver-detail.tsx';
import { NotFoundContent } from '../../layout/not-found-content.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, idParam, Section } from './route-helpers.tsx';

export const clientLoader = categoryLoader((queryClient, category, { params }) => {
  const idPiloto = idParam(params.idPiloto);
  if (idPiloto === undefined) return undefined;
  return [queryClient.ensureQueryData(getPilotoQueryOptions(idPiloto, category.id))];
});

/** `/piloto/:idPiloto`: the driver page (§2.5). */
export default function PilotoPage() {
  const category = useRouteCategory();
  const idPiloto = idParam(useParams().idPiloto);
  // `?piloto=` names whose galleries the page lists (§2.3); without it, this driver's.
  const galeriasDe = idParam(useSearchParams()[0].get('piloto') ?? undefined) ?? idPiloto;
  if (idPiloto === undefined || galeriasDe === undefined) {
    return <NotFoundContent homeSlug={category.slug} />;
  }
  return (
    <Page>
      <Section>
        <DriverDetail category={category} idPiloto={idPiloto} />
      </Section>
      <Section>
        <DriverGalleries idPiloto={galeriasDe} slug={category.slug} />
      </Section>
    </Page>
  );
}
