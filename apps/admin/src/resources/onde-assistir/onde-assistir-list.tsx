import { NumberField, SelectField, TextField } from 'react-admin';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { categoriaFilter, ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { ThumbnailField } from '../../components/thumbnail-field.tsx';

/** The channels in the order the site lists them (per category). */
export default function OndeAssistirList() {
  return (
    <ConsoleList filters={[searchFilter, categoriaFilter]} sort={{ field: 'ordem', order: 'ASC' }}>
      <ThumbnailField source="imgCanal" sortable={false} />
      <TextField source="nomeCanal" />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} sortable={false} />
      <TextField source="tag" sortable={false} />
      <NumberField source="ordem" />
    </ConsoleList>
  );
}
