import { DateField, TextField } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { ThumbnailField } from '../../components/thumbnail-field.tsx';

/** Drivers by surname; `q` finds a name. */
export default function PilotosList() {
  return (
    <ConsoleList filters={[searchFilter]} sort={{ field: 'sobrenome', order: 'ASC' }}>
      <ThumbnailField source="imagem" sortable={false} />
      <TextField source="nome" />
      <TextField source="sobrenome" />
      <DateField source="dataNascimento" locales="pt-BR" sortable={false} />
    </ConsoleList>
  );
}
