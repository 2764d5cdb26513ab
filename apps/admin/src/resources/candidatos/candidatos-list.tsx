import { EmailField, FunctionField, NullableBooleanInput, TextField } from 'react-admin';
import type { CandidatoItem } from '@stockcar/shared/schemas/admin/comercial';
import { referenceFilter } from '../../components/balcao/filtros.tsx';
import { BalcaoList } from '../../components/balcao/lista.tsx';

const filters = [
  referenceFilter('areaId', 'rh/areas'),
  <NullableBooleanInput key="comCv" source="comCv" />,
];

export default function CandidatosList() {
  return (
    <BalcaoList filters={filters}>
      <TextField source="nome" />
      <EmailField source="email" sortable={false} />
      <TextField source="celular" sortable={false} />
      <TextField source="areaNome" sortBy="areaId" />
      <FunctionField<CandidatoItem>
        source="cv"
        sortable={false}
        render={(record) => record.cv?.nome ?? '—'}
      />
    </BalcaoList>
  );
}
