import { BooleanField, DateField, NullableBooleanInput, NumberField, TextField } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';

const filters = [searchFilter, <NullableBooleanInput key="ativa" source="ativa" />];

export default function PesquisaList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'criadoEm', order: 'DESC' }}>
      <TextField source="titulo" />
      <BooleanField source="ativa" sortable={false} />
      <NumberField source="totalPerguntas" sortable={false} />
      <DateField source="criadoEm" showTime />
    </ConsoleList>
  );
}
