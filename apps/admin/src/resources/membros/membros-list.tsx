import {
  BooleanField,
  DateField,
  EmailField,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { ConsoleList } from '../../components/console-list.tsx';

/** Members found by e-mail (or part of it) or CPF (digits, masked or bare). */
export default function MembrosList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.membros.fields.q')}
    />,
  ];
  return (
    <ConsoleList
      filters={filters}
      sort={{ field: 'criadoEm', order: 'DESC' }}
      rowClick="show"
      resumo
    >
      <TextField source="nome" />
      <EmailField source="email" />
      <TextField source="cpf" sortable={false} emptyText="—" />
      <BooleanField source="ativo" sortable={false} />
      <BooleanField source="cadastroCompleto" sortable={false} />
      <DateField source="criadoEm" showTime />
    </ConsoleList>
  );
}
