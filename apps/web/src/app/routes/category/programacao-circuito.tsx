import { getCircuitoQueryOptions } from '../../../features/circuito/api/get-circuito.ts';
import { CircuitSchedule } from '../../../features/circuito/components/circuit-schedule.tsx';
import { detailRoute } from './detail-route.tsx';

/** `/programacao/:idCircuito`: the schedule of the circuit's next stage (§2.5). */
const route = detailRoute(
  'idCircuito',
  (queryClient, idCategoria, id) =>
    queryClient.ensureQueryData(getCircuitoQueryOptions(id, idCategoria)),
  ({ category, id }) => <CircuitSchedule category={category} idCircuito={id} />,
);

export const clientLoader = route.clientLoader;
export default route.DetailPage;
