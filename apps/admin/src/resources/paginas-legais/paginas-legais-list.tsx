import { SelectField, SelectInput, TextField } from 'react-admin';
import { ConsoleList, searchFilter, categoriaFilter } from '../../components/console-list.tsx';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { PAGINA_CHOICES } from './paginas.ts';

const filters = [
  searchFilter,
  categoriaFilter,
  <SelectInput key="paginaLegal" source="paginaLegal" choices={PAGINA_CHOICES} />,
];

export default function PaginasLegaisList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'categoriaId', order: 'ASC' }}>
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
      <SelectField source="pagina" choices={PAGINA_CHOICES} />
      <TextField
        source="titulo.pt-br"
        label="resources.paginas-legais.fields.titulo"
        sortable={false}
      />
    </ConsoleList>
  );
}
