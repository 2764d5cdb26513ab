import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="ativo" source="ativo" />,
];

export default function DepoimentosList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordem" />
        <TextField source="nome" />
        <TextField source="texto" sortable={false} />
        <BooleanField source="ativo" sortable={false} />
      </Datagrid>
    </List>
  );
}
