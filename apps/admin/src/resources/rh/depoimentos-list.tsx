import { NumberField, TextField } from 'react-admin';
import { ThumbnailField } from '../../components/thumbnail-field.tsx';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';

export default function DepoimentosList() {
  return (
    <ConsoleList filters={[searchFilter]} sort={{ field: 'ordem', order: 'ASC' }}>
      <NumberField source="ordem" />
      <ThumbnailField source="imagem" sortable={false} />
      <TextField source="nome" />
      <TextField source="cargo" sortable={false} />
      <TextField source="depoimento" sortable={false} />
    </ConsoleList>
  );
}
