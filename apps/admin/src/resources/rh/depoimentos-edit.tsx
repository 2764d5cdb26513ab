import { ConsoleEdit } from '../../components/console-edit.tsx';
import { DepoimentosForm, prepareDepoimento } from './depoimentos-form.tsx';

export default function DepoimentosEdit() {
  return (
    <ConsoleEdit transform={prepareDepoimento}>
      <DepoimentosForm />
    </ConsoleEdit>
  );
}
