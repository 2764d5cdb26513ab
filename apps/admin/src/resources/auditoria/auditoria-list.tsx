import {
  AutocompleteInput,
  DateField,
  DateInput,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { ConsoleList } from '../../components/console-list.tsx';
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
    <ConsoleList filters={filters} sort={{ field: 'em', order: 'DESC' }} rowClick="show">
      <DateField source="em" showTime />
      <TextField source="staffEmail" />
      <SelectField source="papel" choices={PAPEL_CHOICES} />
      <TextField source="entidade" />
      <TextField source="entidadeId" />
      <SelectField source="acao" choices={ACAO_CHOICES} />
      <TextField source="ip" />
    </ConsoleList>
  );
}
