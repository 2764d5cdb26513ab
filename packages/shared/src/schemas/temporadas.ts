import { z } from 'zod';

/** `/temporadas.json` and `/temporadas_turismo.json`: season years, newest first. */
export const TemporadasSchema = z.array(z.number().int());
/** `/temporada_atual.json`. */
export const TemporadaAtualSchema = z.object({ temporada_atual: z.number().int() });
