import { TopToolbar, ListButton } from 'react-admin';
import { ConsoleEdit } from '../../components/console-edit.tsx';
import { NoticiaForm, toNoticiaInput } from './noticia-form.tsx';
import { PreviaButton } from './noticia-previa.tsx';

function Actions() {
  return (
    <TopToolbar>
      <PreviaButton />
      <ListButton />
    </TopToolbar>
  );
}

/** Editing a news item: pessimistic save with its version; preview of the saved version. */
export default function NoticiasEdit() {
  return (
    <ConsoleEdit actions={<Actions />} transform={toNoticiaInput}>
      <NoticiaForm />
    </ConsoleEdit>
  );
}
