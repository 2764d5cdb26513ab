import { NumberField, TextField } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { ThumbnailField } from '../../components/thumbnail-field.tsx';

/** Circuits by name; `q` finds a name or a city. */
export default function CircuitosList() {
  return (
    <ConsoleList filters={[searchFilter]} sort={{ field: 'nome', order: 'ASC' }}>
      <ThumbnailField source="imagem" sortable={false} />
      <TextField source="nome" />
      <TextField source="cidade" />
      <NumberField source="extensao" sortable={false} />
      <NumberField source="etapas" sortable={false} />
    </ConsoleList>
  );
}
