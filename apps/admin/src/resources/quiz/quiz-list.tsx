import { BooleanField, DateField, NumberField, TextField } from 'react-admin';
import { ativoFilter, ConsoleList, searchFilter } from '../../components/console-list.tsx';

const filters = [searchFilter, ativoFilter];

export default function QuizList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'criadoEm', order: 'DESC' }}>
      <TextField source="titulo" />
      <BooleanField source="ativo" sortable={false} />
      <NumberField source="totalPerguntas" sortable={false} />
      <DateField source="criadoEm" showTime />
    </ConsoleList>
  );
}
