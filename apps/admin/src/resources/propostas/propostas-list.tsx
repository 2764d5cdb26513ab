import {
  AutocompleteInput,
  EmailField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { BalcaoList } from '../../components/balcao/lista.tsx';
import { INTERESSE_CHOICES } from './interesses.ts';

const filters = [
  <ReferenceInput key="produtoId" source="produtoId" reference="b2b">
    <AutocompleteInput optionText="nome" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
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
