import { BooleanField, EmailField, SelectField, SelectInput, TextField } from 'react-admin';
import { ativoFilter, ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { PAPEL_CHOICES } from '../../components/papeis.ts';

const filters = [
  searchFilter,
  <SelectInput key="papel" source="papel" choices={PAPEL_CHOICES} />,
  ativoFilter,
];

export default function StaffList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'nome', order: 'ASC' }}>
      <TextField source="nome" />
      <EmailField source="email" />
      <SelectField source="papel" choices={PAPEL_CHOICES} />
      <BooleanField source="ativo" />
    </ConsoleList>
  );
}
