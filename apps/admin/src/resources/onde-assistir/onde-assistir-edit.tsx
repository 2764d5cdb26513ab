import { ConsoleEdit } from '../../components/console-edit.tsx';
import { OndeAssistirForm, toOndeAssistirInput } from './onde-assistir-form.tsx';

export default function OndeAssistirEdit() {
  return (
    <ConsoleEdit redirect="list" transform={toOndeAssistirInput}>
      <OndeAssistirForm />
    </ConsoleEdit>
  );
}
