import {
  ArrayInput,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { HallDaFamaInputSchema, hallDaFamaProblems } from '@stockcar/shared/schemas/admin/clube';
import { ImageInput } from '../../components/image-input.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

/** The form's values as the contract reads them: empty photo and alt text are ''. */
export const prepareHall = (values: Record<string, unknown>) => ({
  ...values,
  pilotoId: values.pilotoId ?? null,
  foto: values.foto ?? '',
  textoAlternativo: values.textoAlternativo ?? '',
  anosTitulos: Array.isArray(values.anosTitulos) ? values.anosTitulos : [],
});

const byContract = zodValidate(HallDaFamaInputSchema, prepareHall);

/** The contract, then the rules across fields the server checks too. */
function validate(values: Record<string, unknown>) {
  const errors = byContract(values);
  if (Object.keys(errors).length > 0) return errors;
  const parsed = HallDaFamaInputSchema.safeParse(prepareHall(values));
  if (!parsed.success) return errors;
  return Object.fromEntries(hallDaFamaProblems(parsed.data).map((p) => [p.campo, p.mensagem]));
}

export function HallForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ corridas: 0, vitorias: 0, anosTitulos: [] }}>
      <NumberInput source="categoriaId" min={1} step={1} validate={required()} />
      <NumberInput source="pilotoId" min={1} step={1} />
      <TextInput source="nomePiloto" validate={required()} fullWidth />
      <TextInput source="textoAlternativo" fullWidth />
      <ImageInput source="foto" altSource="textoAlternativo" altInForm />
      <NumberInput source="corridas" min={0} step={1} validate={required()} />
      <NumberInput source="vitorias" min={0} step={1} validate={required()} />
      <ArrayInput source="anosTitulos">
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="" min={1979} max={2100} step={1} label={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
