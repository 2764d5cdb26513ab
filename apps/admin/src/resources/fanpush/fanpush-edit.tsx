import { ConsoleEdit } from '../../components/console-edit.tsx';
import { Apuracao } from './apuracao.tsx';
import { FanpushAcoes } from './fanpush-acoes.tsx';
import { JanelaForm } from './janela-form.tsx';
import { janelaInput } from './janela-values.ts';

/**
 * A window's page: race control's adjustments (saved over the version read: 409 offers to
 * reload, 400 shows the reasons under the fields), pause/resume/close, and the totals. A save
 * stays on the page: race control watches the window it just moved.
 */
export default function FanpushEdit() {
  return (
    <ConsoleEdit actions={<FanpushAcoes />} transform={janelaInput} redirect={false}>
      <JanelaForm />
      <Apuracao />
    </ConsoleEdit>
  );
}
