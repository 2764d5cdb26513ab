import { ConsoleEdit } from '../../components/console-edit.tsx';
import { PilotoForm, toPilotoInput } from './piloto-form.tsx';

export default function PilotosEdit() {
  return (
    <ConsoleEdit redirect="list" transform={toPilotoInput}>
      <PilotoForm />
    </ConsoleEdit>
  );
}
