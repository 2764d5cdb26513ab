import { NumberField, TextField } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';

const filters = [searchFilter];

export default function BibliotecasList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }}>
      <NumberField source="ordem" />
      <TextField source="nome" />
      <NumberField source="totalVideos" sortable={false} />
    </ConsoleList>
  );
}
