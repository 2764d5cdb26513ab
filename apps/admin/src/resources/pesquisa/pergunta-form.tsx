import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { PesquisaPerguntaInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { zodValidate } from '../../components/zod-validate.ts';
import { FASE_CHOICES } from './fases.ts';

/**
 * The form's values as the contract reads them. An option keeps its `id` (members' answers point
 * at it); a new one goes without.
 */
export const prepareQuestion = (values: Record<string, unknown>) => ({
  ...values,
  multiplaResposta: values.multiplaResposta === true,
  opcoes: Array.isArray(values.opcoes)
    ? values.opcoes.map((o: Record<string, unknown> | null) =>
        typeof o?.id === 'number'
          ? { id: o.id, descricao: o.descricao }
          : { descricao: o?.descricao },
      )
    : values.opcoes,
});

const validate = zodValidate(PesquisaPerguntaInputSchema, prepareQuestion);

export function PerguntaForm() {
  return (
    <SimpleForm
      validate={validate}
      defaultValues={{
        fase: 1,
        ordem: 0,
        multiplaResposta: false,
        opcoes: [{ descricao: '' }, { descricao: '' }],
      }}
    >
      <ReferenceInput source="pesquisaId" reference="pesquisa">
        <SelectInput optionText="titulo" validate={required()} />
      </ReferenceInput>
      <SelectInput source="fase" choices={FASE_CHOICES} validate={required()} />
      <NumberInput source="ordem" min={0} step={1} validate={required()} />
      <TextInput source="descricao" validate={required()} multiline fullWidth />
      <BooleanInput source="multiplaResposta" />
      <ArrayInput source="opcoes">
        <SimpleFormIterator inline>
          <TextInput source="descricao" validate={required()} sx={{ minWidth: 360 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
