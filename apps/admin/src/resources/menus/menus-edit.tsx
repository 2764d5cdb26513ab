import { ConsoleEdit } from '../../components/console-edit.tsx';
import { MenusForm } from './menus-form.tsx';

export default function MenusEdit() {
  return (
    <ConsoleEdit>
      <MenusForm />
    </ConsoleEdit>
  );
}
