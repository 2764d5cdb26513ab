import {
  BooleanField,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { FASE_CHOICES } from './fases.ts';

const filters = [
  searchFilter,
  <ReferenceInput key="pesquisaId" source="pesquisaId" reference="pesquisa" alwaysOn>
    <SelectInput optionText="titulo" />
  </ReferenceInput>,
  <SelectInput key="fase" source="fase" choices={FASE_CHOICES} />,
];

export default function PerguntasList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'fase', order: 'ASC' }}>
      <ReferenceField source="pesquisaId" reference="pesquisa" sortable={false} />
      <SelectField source="fase" choices={FASE_CHOICES} />
      <NumberField source="ordem" />
      <TextField source="descricao" sortable={false} />
      <BooleanField source="multiplaResposta" sortable={false} />
    </ConsoleList>
  );
}
