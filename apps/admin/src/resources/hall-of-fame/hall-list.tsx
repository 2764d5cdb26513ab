import { NumberField, NumberInput, TextField, useRecordContext } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';

const filters = [searchFilter, <NumberInput key="categoriaId" source="categoriaId" min={1} />];

function Titulos() {
  const record = useRecordContext<{ anosTitulos?: number[] }>();
  return <span>{record?.anosTitulos?.join(', ')}</span>;
}

export default function HallList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'corridas', order: 'DESC' }}>
      <TextField source="nomePiloto" />
      <NumberField source="categoriaId" sortable={false} />
      <NumberField source="corridas" />
      <NumberField source="vitorias" />
      <Titulos />
    </ConsoleList>
  );
}
