import { EmailField, TextField } from 'react-admin';
import { BalcaoShow } from '../../components/balcao/pagina.tsx';

export default function LeadsShow() {
  return (
    <BalcaoShow>
      <TextField source="empresa" />
      <TextField source="nomeResponsavel" />
      <TextField source="cargo" />
      <EmailField source="email" />
      <TextField source="celular" />
    </BalcaoShow>
  );
}
