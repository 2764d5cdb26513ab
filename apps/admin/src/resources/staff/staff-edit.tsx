import { BooleanInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { PAPEL_CHOICES } from '../../components/papeis.ts';
import { ConsoleEdit } from '../../components/console-edit.tsx';

/** Name, role and active flag; the e-mail is the account's identity and stays. */
export default function StaffEdit() {
  return (
    <ConsoleEdit>
      <SimpleForm>
        <TextInput source="email" disabled />
        <TextInput source="nome" validate={required()} />
        <SelectInput source="papel" choices={PAPEL_CHOICES} validate={required()} />
        <BooleanInput source="ativo" />
      </SimpleForm>
    </ConsoleEdit>
  );
}
