import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="ativo" source="ativo" />,
];

export default function QuizList() {
  return (
    <List filters={filters} sort={{ field: 'criadoEm', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="titulo" />
        <BooleanField source="ativo" sortable={false} />
        <NumberField source="totalPerguntas" sortable={false} />
        <DateField source="criadoEm" showTime />
      </Datagrid>
    </List>
  );
}
