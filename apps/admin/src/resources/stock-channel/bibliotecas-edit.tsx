import { NumberField, TextField } from 'react-admin';
import { ChildList } from '../../components/child-list.tsx';
import { ConsoleEdit } from '../../components/console-edit.tsx';
import { BibliotecaForm } from './biblioteca-form.tsx';

/** The library, and below it its videos in order (each opens in its own form). */
export default function BibliotecasEdit() {
  return (
    <ConsoleEdit>
      <BibliotecaForm>
        <ChildList
          label="resources.stock-channel.videos"
          reference="stock-channel/videos"
          target="bibliotecaId"
        >
          <NumberField source="ordem" />
          <TextField source="titulo" />
        </ChildList>
      </BibliotecaForm>
    </ConsoleEdit>
  );
}
