import { ConsoleEdit } from '../../components/console-edit.tsx';
import { HallForm, prepareHall } from './hall-form.tsx';

export default function HallEdit() {
  return (
    <ConsoleEdit redirect="list" transform={prepareHall}>
      <HallForm />
    </ConsoleEdit>
  );
}
