import { z } from 'zod';
import { PilotoFanpushSchema } from './fanpush.ts';

/*
 * Member's Fan Push receipts, in a file of their own: the profile page reads them, and the
 * public home's first load (which reads the Fan Push contract) does not carry them.
 */

/** A member's ballot receipt (issue 11): shown on the profile, found in the published export. */
export const ReciboFanpushSchema = z.object({
  recibo: z.string(),
  idEtapaFanpush: z.number().int(),
  /** The stage's title, circuit and race start. */
  etapa: z.string(),
  circuito: z.string(),
  dataEtapa: z.string(),
  /** When the SMS token confirmed the ballot. */
  confirmadoEm: z.string(),
  /** The three picks, in the order chosen. */
  pilotos: z.array(PilotoFanpushSchema),
});
export type ReciboFanpush = z.infer<typeof ReciboFanpushSchema>;

/** `GET /Fanpush/recibos` (member): the member's confirmed ballots, newest first. */
export const RecibosFanpushResponseSchema = z.object({ recibos: z.array(ReciboFanpushSchema) });
export type RecibosFanpushResponse = z.infer<typeof RecibosFanpushResponseSchema>;
