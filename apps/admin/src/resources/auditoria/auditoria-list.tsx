import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  List,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { ACAO_CHOICES, PAPEL_CHOICES } from '../../components/papeis.ts';

const filters = [
  <ReferenceInput key="staffId" source="staffId" reference="staff" alwaysOn>
    <AutocompleteInput optionText="email" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <TextInput key="entidade" source="entidade" alwaysOn />,
  <SelectInput key="acao" source="acao" choices={ACAO_CHOICES} alwaysOn />,
  <DateInput key="de" source="de" alwaysOn />,
  <DateInput key="ate" source="ate" alwaysOn />,
];

export default function AuditoriaList() {
  return (
    <List filters={filters} sort={{ field: 'em', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="em" showTime />
        <TextField source="staffEmail" />
        <SelectField source="papel" choices={PAPEL_CHOICES} />
        <TextField source="entidade" />
        <TextField source="entidadeId" />
        <SelectField source="acao" choices={ACAO_CHOICES} />
        <TextField source="ip" />
      </Datagrid>
    </List>
  );
}
