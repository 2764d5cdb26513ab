import { Datagrid, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { CENA_CHOICES, PAGINA_CHOICES } from './escolhas.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="cena" source="cena" choices={CENA_CHOICES} />,
];

export default function PaginasEventoList() {
  return (
    <List filters={filters} sort={{ field: 'pagina', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <SelectField source="pagina" choices={PAGINA_CHOICES} />
        <TextField source="titulo" />
        <TextField source="chamada" sortable={false} />
      </Datagrid>
    </List>
  );
}
