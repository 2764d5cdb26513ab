import { FunctionField, NumberField, NumberInput, SelectField } from 'react-admin';
import type { TemporadaItem } from '@stockcar/shared/schemas/admin/temporadas';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { categoriaFilter, ConsoleList } from '../../components/console-list.tsx';

const filters = [categoriaFilter, <NumberInput key="ano" source="ano" min={1950} alwaysOn />];

/** Seasons, newest first, with what each holds and its table's first places. */
export default function TemporadasList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ano', order: 'DESC' }}>
      <NumberField source="ano" options={{ useGrouping: false }} />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
      <FunctionField<TemporadaItem>
        source="pontos"
        sortable={false}
        render={(t) => `${t.pontos.slice(0, 5).join(', ')}${t.pontos.length > 5 ? ', …' : ''}`}
      />
      <NumberField source="etapas" sortable={false} />
      <NumberField source="inscricoes" sortable={false} />
    </ConsoleList>
  );
}
