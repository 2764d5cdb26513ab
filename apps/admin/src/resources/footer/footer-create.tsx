import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { FooterForm } from './footer-form.tsx';

export default function FooterCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create
      redirect="list"
      mutationOptions={{ onError }}
      record={{ backgroundImagem: '', ordem: 0 }}
    >
      <FooterForm />
    </Create>
  );
}
