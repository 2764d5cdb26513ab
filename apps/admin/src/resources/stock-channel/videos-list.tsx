import {
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  UrlField,
} from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';

const filters = [
  searchFilter,
  <ReferenceInput key="bibliotecaId" source="bibliotecaId" reference="stock-channel" alwaysOn>
    <SelectInput optionText="nome" />
  </ReferenceInput>,
];

export default function VideosList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <ReferenceField source="bibliotecaId" reference="stock-channel" sortable={false} />
      <NumberField source="ordem" />
      <TextField source="titulo" />
      <UrlField source="link" sortable={false} target="_blank" rel="noopener noreferrer" />
    </ConsoleList>
  );
}
