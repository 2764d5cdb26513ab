import { BooleanField, NumberField, SelectField, TextField } from 'react-admin';
import { ativoFilter, ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { TIPO_CHOICES } from './tipos.ts';

const filters = [searchFilter, ativoFilter];

export default function BrindesList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <NumberField source="ordem" />
      <TextField source="nome" />
      <TextField source="nomeArquivo" sortable={false} />
      <SelectField source="tipoConteudo" choices={TIPO_CHOICES} sortable={false} />
      <BooleanField source="ativo" sortable={false} />
    </ConsoleList>
  );
}
