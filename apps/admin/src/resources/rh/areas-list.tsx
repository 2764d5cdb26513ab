import { NumberField, TextField } from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';

export default function AreasList() {
  return (
    <ConsoleList filters={[searchFilter]} sort={{ field: 'ordem', order: 'ASC' }}>
      <NumberField source="ordem" />
      <TextField source="nome" />
    </ConsoleList>
  );
}
