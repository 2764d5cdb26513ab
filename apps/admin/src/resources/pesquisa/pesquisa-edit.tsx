import { NumberField, SelectField, TextField } from 'react-admin';
import { ChildList } from '../../components/child-list.tsx';
import { ConsoleEdit } from '../../components/console-edit.tsx';
import { FASE_CHOICES } from './fases.ts';
import { PesquisaForm } from './pesquisa-form.tsx';

/** The survey, and below it its questions by lap (each opens in its own form). */
export default function PesquisaEdit() {
  return (
    <ConsoleEdit>
      <PesquisaForm>
        <ChildList
          label="resources.pesquisa.perguntas"
          reference="pesquisa/perguntas"
          target="pesquisaId"
          sort={{ field: 'fase', order: 'ASC' }}
        >
          <SelectField source="fase" choices={FASE_CHOICES} />
          <NumberField source="ordem" />
          <TextField source="descricao" />
        </ChildList>
      </PesquisaForm>
    </ConsoleEdit>
  );
}
