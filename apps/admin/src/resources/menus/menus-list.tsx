import {
  BooleanField,
  Datagrid,
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

export default function MenusList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordem" />
        <TextField source="titulo.pt-br" label="resources.menus.fields.titulo" sortable={false} />
        <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
        <SelectField source="grupo" choices={GRUPO_CHOICES} />
        <TextField source="url" sortable={false} />
        <BooleanField source="novaAba" sortable={false} />
      </Datagrid>
    </List>
  );
}
