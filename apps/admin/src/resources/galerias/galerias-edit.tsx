import { ConsoleEdit } from '../../components/console-edit.tsx';
import { GaleriaForm, toGaleriaInput } from './galeria-form.tsx';

export default function GaleriasEdit() {
  return (
    <ConsoleEdit transform={toGaleriaInput}>
      <GaleriaForm />
    </ConsoleEdit>
  );
}
