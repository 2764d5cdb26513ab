import { Grid } from '@mui/material';
import { NumberInput, SimpleForm, TextInput, required, type SimpleFormProps } from 'react-admin';
import { EtapaInputSchema } from '@stockcar/shared/schemas/admin/etapas';
import { BrasiliaDateTimeInput } from '../../components/brasilia-input.tsx';
import { CategoriaAnoInputs } from '../../components/categoria-ano-inputs.tsx';
import { ReferenceAutocomplete } from '../../components/reference-autocomplete.tsx';
import { zodValidate } from '../../components/zod-validate.ts';
import { CorridasInput, ProgramacoesInput } from './corridas-input.tsx';
import { toEtapaInput } from './etapa-values.ts';

const validate = zodValidate(EtapaInputSchema, toEtapaInput);

const NOVA = {
  horaClassificacao: '',
  urlTickets: '',
  corridas: [{ numero: 1, descricao: 'Corrida 1' }],
  programacoes: [],
};

/** A stage with its races and schedule days, saved together; times in Brasília. */
export function EtapaForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm validate={validate} defaultValues={NOVA} {...props}>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <CategoriaAnoInputs />
        <Grid size={{ xs: 6, md: 4 }}>
          <NumberInput source="numero" min={1} max={99} step={1} validate={required()} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="titulo" helperText="resources.etapas.ajuda.titulo" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReferenceAutocomplete
            source="circuitoId"
            reference="circuitos"
            optionText="nome"
            validate={required()}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BrasiliaDateTimeInput source="data" validate={required()} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="horaClassificacao"
            type="time"
            helperText="console.brasilia.ajuda"
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Grid>
      </Grid>
      <TextInput source="urlTickets" helperText="resources.etapas.ajuda.urlTickets" fullWidth />
      <CorridasInput />
      <ProgramacoesInput />
    </SimpleForm>
  );
}
