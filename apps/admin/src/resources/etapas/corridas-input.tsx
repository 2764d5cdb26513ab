import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { tiposOf } from '@stockcar/shared/racing-rules';
import { ConsoleRichTextInput } from '../../components/rich-text-input.tsx';

const TIPO_NOMES: Record<string, string> = { sprint: 'Sprint', endurance: 'Endurance' };

/** The race's type, only where the category has types (Turismo Nacional). */
function TipoInput() {
  const categoriaId = useWatch({ name: 'categoriaId' }) as unknown;
  const tipos = typeof categoriaId === 'number' ? tiposOf(categoriaId) : [];
  if (tipos.length === 0) return null;
  return (
    <SelectInput
      source="tipo"
      label="resources.etapas.fields.tipo"
      choices={tipos.map((id) => ({ id, name: TIPO_NOMES[id] ?? id }))}
      validate={required()}
    />
  );
}

/** Where a saved race's results stand (results are entered in Corridas). */
function Situacao() {
  const translate = useTranslate();
  return (
    <FormDataConsumer<{ situacao?: string }>>
      {({ scopedFormData }) =>
        scopedFormData?.situacao ? (
          <span>
            {translate('resources.etapas.fields.situacao')}:{' '}
            {translate(`resources.etapas.situacao.${scopedFormData.situacao}`)}
          </span>
        ) : null
      }
    </FormDataConsumer>
  );
}

/** The stage's races: number, description, type (turismo) and, once saved, their results' state. */
export function CorridasInput() {
  return (
    <ArrayInput source="corridas" helperText="resources.etapas.ajuda.corridas">
      <SimpleFormIterator inline disableReordering>
        <NumberInput
          source="numero"
          label="resources.etapas.fields.numeroCorrida"
          min={1}
          max={20}
          step={1}
          validate={required()}
        />
        <TextInput
          source="descricao"
          label="resources.etapas.fields.descricao"
          validate={required()}
        />
        <TipoInput />
        <Situacao />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The schedule days: the day's name, its date and what happens (rich text). */
export function ProgramacoesInput() {
  return (
    <ArrayInput source="programacoes">
      <SimpleFormIterator disableReordering>
        <TextInput source="dia" label="resources.etapas.fields.dia" validate={required()} />
        <TextInput
          source="data"
          type="date"
          label="resources.etapas.fields.dataDia"
          validate={required()}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <ConsoleRichTextInput
          source="html"
          label="resources.etapas.fields.html"
          validate={required()}
          fullWidth
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
