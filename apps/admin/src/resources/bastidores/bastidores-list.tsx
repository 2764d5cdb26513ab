import { Datagrid, DateField, List, NumberField, NumberInput, TextField } from 'react-admin';

const filters = [<NumberInput key="categoriaId" source="categoriaId" min={1} alwaysOn />];

export default function BastidoresList() {
  return (
    <List filters={filters} sort={{ field: 'dataPublicacao', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <DateField source="dataPublicacao" showTime />
        <TextField source="titulo.pt-br" sortable={false} />
        <NumberField source="categoriaId" sortable={false} />
      </Datagrid>
    </List>
  );
}
