import {
  BooleanField,
  Datagrid,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { FASE_CHOICES } from './fases.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="pesquisaId" source="pesquisaId" reference="pesquisa" alwaysOn>
    <SelectInput optionText="titulo" />
  </ReferenceInput>,
  <SelectInput key="fase" source="fase" choices={FASE_CHOICES} />,
];

export default function PerguntasList() {
  return (
    <List filters={filters} sort={{ field: 'fase', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField source="pesquisaId" reference="pesquisa" sortable={false} />
        <SelectField source="fase" choices={FASE_CHOICES} />
        <NumberField source="ordem" />
        <TextField source="descricao" sortable={false} />
        <BooleanField source="multiplaResposta" sortable={false} />
      </Datagrid>
    </List>
  );
}
