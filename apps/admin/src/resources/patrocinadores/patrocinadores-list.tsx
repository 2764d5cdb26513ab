import {
  Datagrid,
  ImageField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { GRUPO_CHOICES } from './grupos.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="categoriaId" source="categoriaId" choices={CATEGORIA_CHOICES} />,
  <SelectInput key="grupo" source="grupo" choices={GRUPO_CHOICES} />,
];

export default function PatrocinadoresList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordem" />
        <ImageField
          source="imagem"
          sortable={false}
          sx={{ '& img': { maxWidth: 96, maxHeight: 40, objectFit: 'contain' } }}
        />
        <TextField source="nome" />
        <SelectField source="grupo" choices={GRUPO_CHOICES} />
        <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
      </Datagrid>
    </List>
  );
}
