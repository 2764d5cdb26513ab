import { ConsoleEdit } from '../../components/console-edit.tsx';
import { FooterForm } from './footer-form.tsx';

export default function FooterEdit() {
  return (
    <ConsoleEdit>
      <FooterForm />
    </ConsoleEdit>
  );
}
