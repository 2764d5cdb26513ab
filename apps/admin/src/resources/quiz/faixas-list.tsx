import { NumberField, TextField } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { CorField } from './cor-field.tsx';

const filters = [searchFilter];

export default function FaixasList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'minimoAcertos', order: 'ASC' }}>
      <NumberField source="minimoAcertos" />
      <TextField source="titulo" />
      <TextField source="texto" sortable={false} />
      <CorField source="cor" sortable={false} />
    </ConsoleList>
  );
}
