import {
  BooleanField,
  DateField,
  FunctionField,
  NullableBooleanInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { ConsoleList, searchFilter, categoriaFilter } from '../../components/console-list.tsx';
import type { NoticiaItem } from '@stockcar/shared/schemas/admin/editorial';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { STATUS_CHOICES } from './status.ts';

const filters = [
  searchFilter,
  categoriaFilter,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  <TextInput key="tag" source="tag" />,
  <NullableBooleanInput key="visivel" source="visivel" />,
];

/** News, newest publication first; filters are the API's (categoria, situação, tag, visível). */
export default function NoticiasList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'publicarEm', order: 'DESC' }}>
      <TextField source="titulo.pt-br" label="resources.noticias.fields.titulo" sortBy="titulo" />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
      <SelectField source="status" choices={STATUS_CHOICES} />
      <DateField source="publicarEm" showTime locales="pt-BR" />
      <BooleanField source="visivel" sortable={false} />
      <FunctionField<NoticiaItem>
        source="tags"
        sortable={false}
        render={(record) => record.tags.join(', ')}
      />
    </ConsoleList>
  );
}
