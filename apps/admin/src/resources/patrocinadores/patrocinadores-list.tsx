import { ImageField, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { ConsoleList, searchFilter, categoriaFilter } from '../../components/console-list.tsx';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { GRUPO_CHOICES } from './grupos.ts';

const filters = [
  searchFilter,
  categoriaFilter,
  <SelectInput key="grupo" source="grupo" choices={GRUPO_CHOICES} />,
];

export default function PatrocinadoresList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <NumberField source="ordem" />
      <ImageField
        source="imagem"
        sortable={false}
        sx={{ '& img': { maxWidth: 96, maxHeight: 40, objectFit: 'contain' } }}
      />
      <TextField source="nome" />
      <SelectField source="grupo" choices={GRUPO_CHOICES} />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
    </ConsoleList>
  );
}
