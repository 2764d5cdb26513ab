import { ConsoleEdit } from '../../components/console-edit.tsx';
import { EquipeForm, toEquipeInput } from './equipe-form.tsx';

export default function EquipesEdit() {
  return (
    <ConsoleEdit redirect="list" transform={toEquipeInput}>
      <EquipeForm />
    </ConsoleEdit>
  );
}
