import { getCircuitoQueryOptions } from '../../../features/circuito/api/get-circuito.ts';
import { CircuitDetail } from '../../../features/circuito/components/circuit-detail.tsx';
import { detailRoute } from './detail-route.tsx';

/** `/circuito/:idCircuito`: the circuit page (§2.5). */
const route = detailRoute(
  'idCircuito',
  (queryClient, idCategoria, id) =>
    queryClient.ensureQueryData(getCircuitoQueryOptions(id, idCategoria)),
  ({ category, id }) => <CircuitDetail category={category} idCircuito={id} />,
);

export const clientLoader = route.clientLoader;
export default route.DetailPage;
