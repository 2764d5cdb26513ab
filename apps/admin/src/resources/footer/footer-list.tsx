import { NumberField, SelectField, TextField } from 'react-admin';
import { ConsoleList, searchFilter, categoriaFilter } from '../../components/console-list.tsx';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';

const filters = [searchFilter, categoriaFilter];

export default function FooterList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <NumberField source="ordem" />
      <TextField source="titulo.pt-br" label="resources.footer.fields.titulo" sortable={false} />
      <TextField source="pagina" />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
    </ConsoleList>
  );
}
