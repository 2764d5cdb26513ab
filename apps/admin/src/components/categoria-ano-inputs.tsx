import { Grid } from '@mui/material';
import { NumberInput, SelectInput, required } from 'react-admin';
import { CATEGORIA_CHOICES } from './categorias.ts';

/**
 * The category and the season's year a race control record belongs to, as two cells of the
 * form's grid (side by side on a wide screen, stacked on a phone).
 */
export function CategoriaAnoInputs({ ano = 'temporada' }: { ano?: string }) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <SelectInput
          source="categoriaId"
          choices={CATEGORIA_CHOICES}
          validate={required()}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <NumberInput source={ano} min={1950} max={2100} step={1} validate={required()} fullWidth />
      </Grid>
    </>
  );
}
