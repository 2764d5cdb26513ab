import {
  FanpushConfirmadoResponseSchema,
  type FanpushToken,
} from '@stockcar/shared/schemas/fanpush';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST Fanpush/token`: the SMS token confirms the pending picks; only then the vote counts. */
export const confirmToken = (body: FanpushToken) =>
  apiSend('POST', '/Fanpush/token', FanpushConfirmadoResponseSchema, { body });
