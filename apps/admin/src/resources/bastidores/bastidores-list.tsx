import { DateField, NumberField, NumberInput, TextField } from 'react-admin';
import { ConsoleList } from '../../components/console-list.tsx';

const filters = [<NumberInput key="categoriaId" source="categoriaId" min={1} alwaysOn />];

export default function BastidoresList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'dataPublicacao', order: 'DESC' }}>
      <DateField source="dataPublicacao" showTime />
      <TextField source="titulo.pt-br" sortable={false} />
      <NumberField source="categoriaId" sortable={false} />
    </ConsoleList>
  );
}
