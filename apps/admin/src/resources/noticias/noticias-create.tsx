import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { NoticiaForm, toNoticiaInput } from './noticia-form.tsx';

const defaults = { status: 'rascunho', tags: [], imagem: '', imagemAlt: '', texto: '' };

/** A new news item; saved, it opens in the editor (where the preview is). */
export default function NoticiasCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="edit" transform={toNoticiaInput} mutationOptions={{ onError }}>
      <NoticiaForm defaultValues={defaults} />
    </Create>
  );
}
