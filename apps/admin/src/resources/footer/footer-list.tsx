import {
  Datagrid,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="categoriaId" source="categoriaId" choices={CATEGORIA_CHOICES} />,
];

export default function FooterList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordem" />
        <TextField source="titulo.pt-br" label="resources.footer.fields.titulo" sortable={false} />
        <TextField source="pagina" />
        <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
      </Datagrid>
    </List>
  );
}
