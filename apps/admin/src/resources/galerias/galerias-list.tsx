import { DateField, FunctionField, SelectField, TextField } from 'react-admin';
import { ConsoleList, searchFilter, categoriaFilter } from '../../components/console-list.tsx';
import type { GaleriaItem } from '@stockcar/shared/schemas/admin/editorial';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';

const filters = [searchFilter, categoriaFilter];

export default function GaleriasList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'publicarEm', order: 'DESC' }}>
      <TextField source="titulo.pt-br" label="resources.galerias.fields.titulo" sortBy="titulo" />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} />
      <DateField source="publicarEm" showTime locales="pt-BR" />
      <FunctionField<GaleriaItem>
        label="resources.galerias.fields.quantidade"
        sortable={false}
        render={(record) => record.imagens.length}
      />
    </ConsoleList>
  );
}
