import { z } from 'zod';

/** `/temporadas.json` and `/temporadas_turismo.json`: season years, newest first. */
export const TemporadasSchema = z.array(z.number().int());
/** `/temporada_atual.json`. */
export const TemporadaAtualSchema = z.object({ temporada_atual: z.number().int() });
/** `?categoria=<id>`: one category's seasons only (the old Turismo's page lists its own). */
export const TemporadasQuerySchema = z.object({
  categoria: z.coerce
    .number({ error: 'Categoria inválida.' })
    .int()
    .positive()
    .max(1000)
    .optional(),
});
