import { BooleanField, DateField, NullableBooleanInput, NumberField, TextField } from 'react-admin';
import { ThumbnailField } from '../../components/thumbnail-field.tsx';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';

const filters = [searchFilter, <NullableBooleanInput key="ativo" source="ativo" />];

export default function B2BList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <NumberField source="ordem" />
      <ThumbnailField source="imagem" sortable={false} />
      <TextField source="nome" />
      <DateField source="dataInicio" emptyText="—" />
      <TextField source="cidade" sortable={false} emptyText="—" />
      <BooleanField source="ativo" sortable={false} />
    </ConsoleList>
  );
}
