import {
  BooleanField,
  Datagrid,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { PAPEL_CHOICES } from '../../components/papeis.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="papel" source="papel" choices={PAPEL_CHOICES} />,
  <NullableBooleanInput key="ativo" source="ativo" />,
];

export default function StaffList() {
  return (
    <List filters={filters} sort={{ field: 'nome', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="nome" />
        <EmailField source="email" />
        <SelectField source="papel" choices={PAPEL_CHOICES} />
        <BooleanField source="ativo" />
      </Datagrid>
    </List>
  );
}
