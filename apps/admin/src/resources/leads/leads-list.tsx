import { EmailField, TextField } from 'react-admin';
import { BalcaoList } from '../../components/balcao/lista.tsx';

export default function LeadsList() {
  return (
    <BalcaoList>
      <TextField source="empresa" />
      <TextField source="nomeResponsavel" sortable={false} />
      <EmailField source="email" sortable={false} />
      <TextField source="celular" sortable={false} />
    </BalcaoList>
  );
}
