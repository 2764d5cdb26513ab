import { BooleanField, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { ConsoleList, searchFilter, categoriaFilter } from '../../components/console-list.tsx';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { GRUPO_CHOICES } from './grupos.ts';

const filters = [
  searchFilter,
  categoriaFilter,
  <SelectInput key="grupo" source="grupo" choices={GRUPO_CHOICES} />,
];

export default function MenusList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <NumberField source="ordem" />
      <TextField source="titulo.pt-br" label="resources.menus.fields.titulo" sortable={false} />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
      <SelectField source="grupo" choices={GRUPO_CHOICES} />
      <TextField source="url" sortable={false} />
      <BooleanField source="novaAba" sortable={false} />
    </ConsoleList>
  );
}
