import {
  Datagrid,
  Labeled,
  NumberField,
  ReferenceManyField,
  SelectField,
  TextField,
  useTranslate,
} from 'react-admin';
import { ConsoleEdit } from '../../components/console-edit.tsx';
import { FASE_CHOICES } from './fases.ts';
import { PesquisaForm } from './pesquisa-form.tsx';

/** The survey, and below it its questions by lap (each opens in its own form). */
export default function PesquisaEdit() {
  const translate = useTranslate();
  return (
    <ConsoleEdit>
      <PesquisaForm>
        <Labeled label={translate('resources.pesquisa.perguntas')} fullWidth>
          <ReferenceManyField
            reference="pesquisa/perguntas"
            target="pesquisaId"
            sort={{ field: 'fase', order: 'ASC' }}
            perPage={100}
          >
            <Datagrid rowClick="edit" bulkActionButtons={false}>
              <SelectField source="fase" choices={FASE_CHOICES} />
              <NumberField source="ordem" />
              <TextField source="descricao" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </PesquisaForm>
    </ConsoleEdit>
  );
}
