import { ConsoleCreate } from '../../components/console-create.tsx';
import { PilotoForm, toPilotoInput } from './piloto-form.tsx';

export default function PilotosCreate() {
  return (
    <ConsoleCreate transform={toPilotoInput}>
      <PilotoForm />
    </ConsoleCreate>
  );
}
