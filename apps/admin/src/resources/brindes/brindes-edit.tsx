import { ConsoleEdit } from '../../components/console-edit.tsx';
import { BrindeForm } from './brinde-form.tsx';

/** `urlDownload` is the server's, not a field of the form. */
const transform = ({ urlDownload: _ignored, ...values }: Record<string, unknown>) => values;

export default function BrindesEdit() {
  return (
    <ConsoleEdit redirect="list" transform={transform}>
      <BrindeForm />
    </ConsoleEdit>
  );
}
