import {
  BooleanField,
  Datagrid,
  DateField,
  ImageField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="ativo" source="ativo" />,
];

export default function B2BList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ordem" />
        <ImageField
          source="imagem"
          sortable={false}
          sx={{ '& img': { maxWidth: 120, maxHeight: 48, objectFit: 'contain' } }}
        />
        <TextField source="nome" />
        <DateField source="dataInicio" emptyText="—" />
        <TextField source="cidade" sortable={false} emptyText="—" />
        <BooleanField source="ativo" sortable={false} />
      </Datagrid>
    </List>
  );
}
