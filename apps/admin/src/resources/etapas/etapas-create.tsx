import { ConsoleCreate } from '../../components/console-create.tsx';
import { EtapaForm } from './etapa-form.tsx';
import { toEtapaInput } from './etapa-values.ts';

export default function EtapasCreate() {
  return (
    <ConsoleCreate transform={toEtapaInput}>
      <EtapaForm />
    </ConsoleCreate>
  );
}
