import { DateField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ACAO_CHOICES, PAPEL_CHOICES } from '../../components/papeis.ts';
import { JsonDiff } from './json-diff.tsx';

export default function AuditoriaShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="em" showTime />
        <TextField source="staffEmail" />
        <SelectField source="papel" choices={PAPEL_CHOICES} />
        <TextField source="entidade" />
        <TextField source="entidadeId" />
        <SelectField source="acao" choices={ACAO_CHOICES} />
        <TextField source="ip" />
        <JsonDiff />
      </SimpleShowLayout>
    </Show>
  );
}
