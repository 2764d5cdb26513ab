import { Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function AreasList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordem" />
        <TextField source="nome" />
      </Datagrid>
    </List>
  );
}
