import {
  FanpushTokenEnviadoResponseSchema,
  type FanpushVoto,
} from '@stockcar/shared/schemas/fanpush';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST Fanpush`: records the 3 picks (pending) and sends the token by SMS. */
export const sendVoto = (body: FanpushVoto) =>
  apiSend('POST', '/Fanpush', FanpushTokenEnviadoResponseSchema, { body });
