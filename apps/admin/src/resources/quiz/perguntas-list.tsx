import { NumberField, ReferenceField, ReferenceInput, SelectInput, TextField } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';

const filters = [
  searchFilter,
  <ReferenceInput key="quizId" source="quizId" reference="quiz" alwaysOn>
    <SelectInput optionText="titulo" />
  </ReferenceInput>,
];

export default function PerguntasList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <ReferenceField source="quizId" reference="quiz" sortable={false} />
      <NumberField source="ordem" />
      <TextField source="descricao" />
    </ConsoleList>
  );
}
