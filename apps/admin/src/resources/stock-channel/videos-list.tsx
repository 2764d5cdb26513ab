import {
  Datagrid,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  UrlField,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="bibliotecaId" source="bibliotecaId" reference="stock-channel" alwaysOn>
    <SelectInput optionText="nome" />
  </ReferenceInput>,
];

export default function VideosList() {
  return (
    <List filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField source="bibliotecaId" reference="stock-channel" sortable={false} />
        <NumberField source="ordem" />
        <TextField source="titulo" />
        <UrlField source="link" sortable={false} target="_blank" rel="noopener noreferrer" />
      </Datagrid>
    </List>
  );
}
