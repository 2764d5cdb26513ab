import { BooleanField, TextField } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { ThumbnailField } from '../../components/thumbnail-field.tsx';

/** Teams by name. */
export default function EquipesList() {
  return (
    <ConsoleList filters={[searchFilter]} sort={{ field: 'nome', order: 'ASC' }}>
      <ThumbnailField source="logo" sortable={false} />
      <TextField source="nome" />
      <TextField source="website" sortable={false} />
      <BooleanField source="exibeWebsite" sortable={false} />
    </ConsoleList>
  );
}
