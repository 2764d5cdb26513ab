import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { GaleriaForm, toGaleriaInput } from './galeria-form.tsx';

export default function GaleriasCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="edit" transform={toGaleriaInput} mutationOptions={{ onError }}>
      <GaleriaForm defaultValues={{ imagens: [{ url: '', alt: '' }] }} />
    </Create>
  );
}
