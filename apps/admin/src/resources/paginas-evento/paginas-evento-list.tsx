import { SelectField, SelectInput, TextField } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { CENA_CHOICES, PAGINA_CHOICES } from './escolhas.ts';

const filters = [searchFilter, <SelectInput key="cena" source="cena" choices={CENA_CHOICES} />];

export default function PaginasEventoList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'pagina', order: 'ASC' }}>
      <SelectField source="pagina" choices={PAGINA_CHOICES} />
      <TextField source="titulo" />
      <TextField source="chamada" sortable={false} />
    </ConsoleList>
  );
}
