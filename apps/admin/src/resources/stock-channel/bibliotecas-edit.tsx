import {
  Datagrid,
  Labeled,
  NumberField,
  ReferenceManyField,
  TextField,
  useTranslate,
} from 'react-admin';
import { ConsoleEdit } from '../../components/console-edit.tsx';
import { BibliotecaForm } from './biblioteca-form.tsx';

/** The library, and below it its videos in order (each opens in its own form). */
export default function BibliotecasEdit() {
  const translate = useTranslate();
  return (
    <ConsoleEdit>
      <BibliotecaForm>
        <Labeled label={translate('resources.stock-channel.videos')} fullWidth>
          <ReferenceManyField
            reference="stock-channel/videos"
            target="bibliotecaId"
            sort={{ field: 'ordem', order: 'ASC' }}
            perPage={100}
          >
            <Datagrid rowClick="edit" bulkActionButtons={false}>
              <NumberField source="ordem" />
              <TextField source="titulo" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </BibliotecaForm>
    </ConsoleEdit>
  );
}
