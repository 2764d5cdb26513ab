import { ConsoleEdit } from '../../components/console-edit.tsx';
import { BannersForm } from './banners-form.tsx';

export default function BannersEdit() {
  return (
    <ConsoleEdit>
      <BannersForm />
    </ConsoleEdit>
  );
}
