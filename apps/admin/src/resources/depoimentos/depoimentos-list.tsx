import { BooleanField, NumberField, TextField } from 'react-admin';
import { ativoFilter, ConsoleList, searchFilter } from '../../components/console-list.tsx';

const filters = [searchFilter, ativoFilter];

export default function DepoimentosList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <NumberField source="ordem" />
      <TextField source="nome" />
      <TextField source="texto" sortable={false} />
      <BooleanField source="ativo" sortable={false} />
    </ConsoleList>
  );
}
