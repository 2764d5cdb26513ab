import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectField,
  TextField,
} from 'react-admin';
import { TIPO_CHOICES } from './tipos.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="ativo" source="ativo" />,
];

export default function BrindesList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordem" />
        <TextField source="nome" />
        <TextField source="nomeArquivo" sortable={false} />
        <SelectField source="tipoConteudo" choices={TIPO_CHOICES} sortable={false} />
        <BooleanField source="ativo" sortable={false} />
      </Datagrid>
    </List>
  );
}
