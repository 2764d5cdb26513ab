import { EmailField, FunctionField, SelectField, TextField } from 'react-admin';
import type { PropostaItem } from '@stockcar/shared/schemas/admin/comercial';
import { BalcaoShow } from '../../components/balcao/pagina.tsx';
import { INTERESSE_CHOICES } from './interesses.ts';

export default function PropostasShow() {
  return (
    <BalcaoShow>
      <TextField source="produtoNome" />
      <TextField source="nomeEmpresa" />
      <TextField source="nomeResponsavel" />
      <TextField source="cargo" />
      <EmailField source="email" />
      <TextField source="celular" />
      <SelectField source="interesse" choices={INTERESSE_CHOICES} />
      <FunctionField<PropostaItem>
        source="objetivos"
        render={(record) => record.objetivos.join(', ') || '—'}
      />
      <TextField source="objetivoOutrosDescricao" emptyText="—" />
    </BalcaoShow>
  );
}
