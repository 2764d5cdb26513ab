import { Datagrid, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { PAGINA_CHOICES } from './paginas.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="categoriaId" source="categoriaId" choices={CATEGORIA_CHOICES} />,
  <SelectInput key="paginaLegal" source="paginaLegal" choices={PAGINA_CHOICES} />,
];

export default function PaginasLegaisList() {
  return (
    <List filters={filters} sort={{ field: 'categoriaId', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
        <SelectField source="pagina" choices={PAGINA_CHOICES} />
        <TextField source="titulo" sortable={false} />
      </Datagrid>
    </List>
  );
}
