import {
  Datagrid,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  TextField,
  useRecordContext,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="categoriaId" source="categoriaId" min={1} />,
];

function Titulos() {
  const record = useRecordContext<{ anosTitulos?: number[] }>();
  return <span>{record?.anosTitulos?.join(', ')}</span>;
}

export default function HallList() {
  return (
    <List filters={filters} sort={{ field: 'corridas', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="nomePiloto" />
        <NumberField source="categoriaId" sortable={false} />
        <NumberField source="corridas" />
        <NumberField source="vitorias" />
        <Titulos />
      </Datagrid>
    </List>
  );
}
