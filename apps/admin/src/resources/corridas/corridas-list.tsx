import {
  DateField,
  FunctionField,
  NumberField,
  NumberInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { categoryById } from '@stockcar/shared/categories';
import type { CorridaItem } from '@stockcar/shared/schemas/admin/resultados';
import { NOME_SITUACAO, SITUACOES_CORRIDA } from '@stockcar/shared/schemas/admin/resultados-textos';
import { categoriaFilter, ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { SituacaoChip } from './situacao-chip.tsx';

const SITUACAO_CHOICES = SITUACOES_CORRIDA.map((id) => ({ id, name: NOME_SITUACAO[id] }));

const filters = [
  searchFilter,
  categoriaFilter,
  <NumberInput key="temporada" source="temporada" min={1950} max={2100} />,
  <SelectInput key="situacao" source="situacao" choices={SITUACAO_CHOICES} />,
];

/** The races, newest stage first; a row opens the race's results page. */
export default function CorridasList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'data', order: 'DESC' }} resumo>
      <DateField source="data" locales="pt-BR" options={{ timeZone: 'America/Sao_Paulo' }} />
      <FunctionField<CorridaItem>
        source="categoriaId"
        sortable={false}
        render={(record) => categoryById(record.categoriaId)?.name ?? record.categoriaId}
      />
      <NumberField source="temporada" sortable={false} options={{ useGrouping: false }} />
      <TextField source="etapa" sortable={false} />
      <TextField source="descricao" sortable={false} />
      <TextField source="circuito" sortable={false} />
      <SituacaoChip source="situacao" sortable={false} />
      <NumberField source="resultados" sortable={false} />
    </ConsoleList>
  );
}
