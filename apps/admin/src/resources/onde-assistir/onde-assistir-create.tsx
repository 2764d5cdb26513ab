import { ConsoleCreate } from '../../components/console-create.tsx';
import { OndeAssistirForm, toOndeAssistirInput } from './onde-assistir-form.tsx';

export default function OndeAssistirCreate() {
  return (
    <ConsoleCreate transform={toOndeAssistirInput}>
      <OndeAssistirForm />
    </ConsoleCreate>
  );
}
