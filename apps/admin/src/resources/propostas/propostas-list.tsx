import { EmailField, SelectField, SelectInput, TextField } from 'react-admin';
import { referenceFilter } from '../../components/balcao/filtros.tsx';
import { BalcaoList } from '../../components/balcao/lista.tsx';
import { INTERESSE_CHOICES } from './interesses.ts';

const filters = [
  referenceFilter('produtoId', 'b2b'),
  <SelectInput key="interesse" source="interesse" choices={INTERESSE_CHOICES} />,
];

export default function PropostasList() {
  return (
    <BalcaoList filters={filters}>
      <TextField source="nomeEmpresa" />
      <TextField source="nomeResponsavel" sortable={false} />
      <EmailField source="email" sortable={false} />
      <TextField source="produtoNome" sortable={false} />
      <SelectField source="interesse" choices={INTERESSE_CHOICES} />
    </BalcaoList>
  );
}
