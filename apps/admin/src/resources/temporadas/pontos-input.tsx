import { Box, Button, FormHelperText, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useFormContext } from 'react-hook-form';
import { InputHelperText, useInput } from 'react-admin';
import { POINTS_BY_POSITION } from '@stockcar/shared/points-table';
import { PONTOS_MAX_POSICOES } from '@stockcar/shared/schemas/admin/temporadas';

export const PONTOS_INPUT_TEXTS = {
  legenda: 'Tabela de pontos por posição de chegada',
  ajuda: 'Posições depois da última valem 0 ponto.',
  posicao: (i: number) => `${i + 1}º`,
  adicionar: 'Adicionar posição',
  remover: 'Remover a última posição',
  padrao: 'Usar a tabela padrão',
} as const;

/** A position's value as typed: a whole number, or null while the field is empty. */
const typed = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * A season's points table (issue 11): one number per finishing position, labelled 1º, 2º, …;
 * positions are added or removed at the end, and the default table is one click away. The
 * value is the array of points the API takes.
 */
export function PontosInput({ source = 'pontos' }: { source?: string }) {
  const { field, fieldState } = useInput({ source, defaultValue: [...POINTS_BY_POSITION] });
  const { getFieldState } = useFormContext();
  const pontos: (number | null)[] = Array.isArray(field.value) ? field.value : [];
  const set = (next: (number | null)[]) => field.onChange(next);
  // The server names a position (`pontos.2`); the form's own check names the table.
  const positionError = (i: number) => getFieldState(`${source}.${i}`).error?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }}>
      <Box component="legend" sx={{ typography: 'subtitle1', mb: 1 }}>
        {PONTOS_INPUT_TEXTS.legenda}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
        }}
      >
        {pontos.map((value, i) => (
          <TextField
            // Positions are identified by their place in the table.
            key={i}
            label={PONTOS_INPUT_TEXTS.posicao(i)}
            type="number"
            size="small"
            value={value ?? ''}
            error={Boolean(positionError(i))}
            helperText={positionError(i) ? <InputHelperText error={positionError(i)} /> : undefined}
            onChange={(event) =>
              set(pontos.map((p, j) => (j === i ? typed(event.target.value) : p)))
            }
            onBlur={field.onBlur}
            slotProps={{ htmlInput: { min: 0, max: 1000, step: 1, inputMode: 'numeric' } }}
          />
        ))}
      </Box>
      <FormHelperText error={fieldState.invalid}>
        <InputHelperText error={fieldState.error?.message} helperText={PONTOS_INPUT_TEXTS.ajuda} />
      </FormHelperText>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          startIcon={<AddIcon />}
          disabled={pontos.length >= PONTOS_MAX_POSICOES}
          onClick={() => set([...pontos, 0])}
        >
          {PONTOS_INPUT_TEXTS.adicionar}
        </Button>
        <Button
          startIcon={<RemoveIcon />}
          disabled={pontos.length <= 1}
          onClick={() => set(pontos.slice(0, -1))}
        >
          {PONTOS_INPUT_TEXTS.remover}
        </Button>
        <Button startIcon={<RestartAltIcon />} onClick={() => set([...POINTS_BY_POSITION])}>
          {PONTOS_INPUT_TEXTS.padrao}
        </Button>
      </Stack>
    </Box>
  );
}
