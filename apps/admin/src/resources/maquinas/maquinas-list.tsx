import { SelectField, TextField } from 'react-admin';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { categoriaFilter, ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { ThumbnailField } from '../../components/thumbnail-field.tsx';

/** Car models by name, with their category and manufacturer. */
export default function MaquinasList() {
  return (
    <ConsoleList filters={[searchFilter, categoriaFilter]} sort={{ field: 'nome', order: 'ASC' }}>
      <ThumbnailField source="imagem" sortable={false} />
      <TextField source="nome" />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
      <TextField source="montadora" sortable={false} />
    </ConsoleList>
  );
}
