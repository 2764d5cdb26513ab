import {
  ArrayInput,
  DateTimeInput,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { BastidorInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { ImageInput } from '../../components/image-input.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

function instant(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString();
  if (typeof value === 'string' && value !== '') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  return value;
}

/** The form's values as the contract reads them: an ISO instant, no empty English title. */
export const prepareBastidor = (values: Record<string, unknown>) => {
  const titulo = (values.titulo ?? {}) as Record<string, unknown>;
  const { en, ...rest } = titulo;
  return {
    ...values,
    titulo: typeof en === 'string' && en.trim() !== '' ? { ...rest, en } : rest,
    dataPublicacao: instant(values.dataPublicacao),
    pilotoIds: Array.isArray(values.pilotoIds) ? values.pilotoIds : [],
    imagens: Array.isArray(values.imagens) ? values.imagens : [],
  };
};

const validate = zodValidate(BastidorInputSchema, prepareBastidor);

export function BastidorForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ pilotoIds: [], imagens: [] }}>
      <NumberInput source="categoriaId" min={1} step={1} validate={required()} />
      <TextInput source="titulo.pt-br" validate={required()} fullWidth />
      <TextInput source="titulo.en" fullWidth />
      <DateTimeInput source="dataPublicacao" validate={required()} />
      <ArrayInput source="pilotoIds">
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="" min={1} step={1} label={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <ImageInput
        source="imagens"
        altSource="titulo.pt-br"
        multiple={{ url: 'url', alt: 'textoAlternativo' }}
      />
      <ArrayInput source="imagens">
        <SimpleFormIterator>
          <TextInput source="textoAlternativo" validate={required()} fullWidth />
          <ImageInput source="url" altSource="textoAlternativo" altInForm validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
