import { Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';
import { CorField } from './cor-field.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function FaixasList() {
  return (
    <List filters={filters} sort={{ field: 'minimoAcertos', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="minimoAcertos" />
        <TextField source="titulo" />
        <TextField source="texto" sortable={false} />
        <CorField source="cor" sortable={false} />
      </Datagrid>
    </List>
  );
}
