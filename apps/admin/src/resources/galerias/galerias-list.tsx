import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import type { GaleriaItem } from '@stockcar/shared/schemas/admin/editorial';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="categoriaId" source="categoriaId" choices={CATEGORIA_CHOICES} />,
];

export default function GaleriasList() {
  return (
    <List filters={filters} sort={{ field: 'publicarEm', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="titulo" />
        <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
        <DateField source="publicarEm" showTime locales="pt-BR" />
        <FunctionField<GaleriaItem>
          label="resources.galerias.fields.quantidade"
          sortable={false}
          render={(record) => record.imagens.length}
        />
      </Datagrid>
    </List>
  );
}
