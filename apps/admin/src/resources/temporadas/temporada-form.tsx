import { Grid } from '@mui/material';
import { NumberInput, SimpleForm } from 'react-admin';
import { TemporadaInputSchema } from '@stockcar/shared/schemas/admin/temporadas';
import { CategoriaAnoInputs } from '../../components/categoria-ano-inputs.tsx';
import { numberOrNull as number } from '../../components/form-values.ts';
import { zodValidate } from '../../components/zod-validate.ts';
import { PONTOS_INPUT_TEXTS, PontosInput } from './pontos-input.tsx';

/** The form's values as the API's TemporadaInput (emptied numbers are null: the contract asks). */
export function toTemporadaInput(values: Record<string, unknown>) {
  return {
    categoriaId: values.categoriaId,
    ano: number(values.ano),
    pontos: Array.isArray(values.pontos) ? values.pontos : [],
    pontosPole: number(values.pontosPole),
    pontosVoltaRapida: number(values.pontosVoltaRapida),
    ...(values.copiarInscricoesDe == null ? {} : { copiarInscricoesDe: values.copiarInscricoesDe }),
  };
}

const byContract = zodValidate(TemporadaInputSchema, toTemporadaInput);

/**
 * The contract's messages under the fields; the points table shows its first problem under
 * the table, naming the position (react-admin keeps errors of objects, not of numbers in a list).
 */
export function validateTemporada(values: Record<string, unknown>) {
  const { pontos, ...errors } = byContract(values);
  if (pontos === undefined) return errors;
  if (typeof pontos === 'string') return { ...errors, pontos };
  const first = Object.entries(pontos).find(([, message]) => typeof message === 'string');
  if (!first) return errors;
  return {
    ...errors,
    pontos: `${PONTOS_INPUT_TEXTS.posicao(Number(first[0]))}: ${String(first[1])}`,
  };
}

/** A season: category, year, points table and bonuses; creating one may copy an entry list. */
export function TemporadaForm({ criar = false }: { criar?: boolean }) {
  return (
    <SimpleForm
      validate={validateTemporada}
      defaultValues={{ pontosPole: 0, pontosVoltaRapida: 0 }}
    >
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <CategoriaAnoInputs ano="ano" />
      </Grid>
      <PontosInput />
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberInput source="pontosPole" min={0} step={1} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberInput source="pontosVoltaRapida" min={0} step={1} fullWidth />
        </Grid>
      </Grid>
      {criar && (
        <NumberInput
          source="copiarInscricoesDe"
          min={1950}
          max={2100}
          step={1}
          helperText="resources.temporadas.ajuda.copiar"
          fullWidth
        />
      )}
    </SimpleForm>
  );
}
