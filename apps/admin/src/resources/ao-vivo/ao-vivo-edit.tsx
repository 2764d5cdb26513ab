import { ConsoleEdit } from '../../components/console-edit.tsx';
import { AoVivoForm } from './ao-vivo-form.tsx';

export default function AoVivoEdit() {
  return (
    <ConsoleEdit>
      <AoVivoForm />
    </ConsoleEdit>
  );
}
