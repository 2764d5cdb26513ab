import { Create } from 'react-admin';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { HallForm, prepareHall } from './hall-form.tsx';

export default function HallCreate() {
  const onError = useConsoleMutationError();
  return (
    <Create redirect="list" mutationOptions={{ onError }} transform={prepareHall}>
      <HallForm />
    </Create>
  );
}
