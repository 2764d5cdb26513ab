import { ConsoleCreate } from '../../components/console-create.tsx';
import { EquipeForm, toEquipeInput } from './equipe-form.tsx';

export default function EquipesCreate() {
  return (
    <ConsoleCreate transform={toEquipeInput}>
      <EquipeForm />
    </ConsoleCreate>
  );
}
