import { ConsoleEdit } from '../../components/console-edit.tsx';
import { EtapaForm } from './etapa-form.tsx';
import { toEtapaInput } from './etapa-values.ts';

export default function EtapasEdit() {
  return (
    <ConsoleEdit redirect="list" transform={toEtapaInput}>
      <EtapaForm />
    </ConsoleEdit>
  );
}
