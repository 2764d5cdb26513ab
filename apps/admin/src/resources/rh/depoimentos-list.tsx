import { Datagrid, ImageField, List, NumberField, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function DepoimentosList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordem" />
        <ImageField
          source="imagem"
          sortable={false}
          sx={{ '& img': { maxWidth: 64, maxHeight: 64, objectFit: 'cover' } }}
        />
        <TextField source="nome" />
        <TextField source="cargo" sortable={false} />
      </Datagrid>
    </List>
  );
}
