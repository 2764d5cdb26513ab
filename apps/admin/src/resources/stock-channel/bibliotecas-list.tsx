import { Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function BibliotecasList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordem" />
        <TextField source="nome" />
        <NumberField source="totalVideos" sortable={false} />
      </Datagrid>
    </List>
  );
}
