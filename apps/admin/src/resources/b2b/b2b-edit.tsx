import { ConsoleEdit } from '../../components/console-edit.tsx';
import { B2BForm, prepareProduto } from './b2b-form.tsx';

export default function B2BEdit() {
  return (
    <ConsoleEdit transform={prepareProduto}>
      <B2BForm />
    </ConsoleEdit>
  );
}
