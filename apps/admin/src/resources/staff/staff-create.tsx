import {
  Create,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  required,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { PAPEL_CHOICES } from '../../components/papeis.ts';
import { useConsoleMutationError } from '../../components/console-edit.tsx';

/** Inviting a staff member: the server e-mails the set-up link. */
export default function StaffCreate() {
  const notify = useNotify();
  const translate = useTranslate();
  const onError = useConsoleMutationError();
  return (
    <Create
      redirect="list"
      mutationOptions={{
        onError,
        onSuccess: (data: RaRecord) =>
          notify(
            translate('resources.staff.convite_enviado', { email: String(data.email ?? '') }),
            {
              type: 'success',
            },
          ),
      }}
    >
      <SimpleForm>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="nome" validate={required()} />
        <SelectInput source="papel" choices={PAPEL_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
