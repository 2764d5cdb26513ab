import {
  Datagrid,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="quizId" source="quizId" reference="quiz" alwaysOn>
    <SelectInput optionText="titulo" />
  </ReferenceInput>,
];

export default function PerguntasList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField source="quizId" reference="quiz" sortable={false} />
        <NumberField source="ordem" />
        <TextField source="descricao" />
      </Datagrid>
    </List>
  );
}
