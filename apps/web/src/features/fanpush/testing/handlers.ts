import { PerfilMensagemResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import {
  FanpushConfirmadoResponseSchema,
  FanpushPreviewResponseSchema,
  FanpushResponseSchema,
  FanpushTokenEnviadoResponseSchema,
  UltimosVencedoresResponseSchema,
  VotacaoResponseSchema,
} from '@stockcar/shared/schemas/fanpush';
import { handlerFor } from '../../../testing/fake-api.ts';
import { ACEITE_FLUXO_PATH } from '../api/accept-fluxo.ts';
import { CONFIRM_TOKEN_PATH } from '../api/confirm-token.ts';
import { fanpushPreviewPath } from '../api/get-fanpush-preview.ts';
import { FANPUSH_PATH } from '../api/get-fanpush.ts';
import { ULTIMOS_VENCEDORES_PATH } from '../api/get-ultimos-vencedores.ts';
import { VOTACAO_PATH } from '../api/get-votacao.ts';
import { RESEND_TOKEN_PATH } from '../api/resend-token.ts';

/** MSW handlers of the fanpush endpoints, for its tests (see testing/fake-api.ts). */

export const acceptFluxoHandler = handlerFor(
  'POST',
  ACEITE_FLUXO_PATH,
  PerfilMensagemResponseSchema,
);
export const confirmTokenHandler = handlerFor(
  'POST',
  CONFIRM_TOKEN_PATH,
  FanpushConfirmadoResponseSchema,
);
export const getFanpushPreviewHandler = handlerFor(
  'GET',
  fanpushPreviewPath,
  FanpushPreviewResponseSchema,
);
export const getFanpushHandler = handlerFor('GET', FANPUSH_PATH, FanpushResponseSchema);
export const sendVotoHandler = handlerFor('POST', FANPUSH_PATH, FanpushTokenEnviadoResponseSchema);
export const getUltimosVencedoresHandler = handlerFor(
  'GET',
  ULTIMOS_VENCEDORES_PATH,
  UltimosVencedoresResponseSchema,
);
export const getVotacaoHandler = handlerFor('GET', VOTACAO_PATH, VotacaoResponseSchema);
export const resendTokenHandler = handlerFor(
  'POST',
  RESEND_TOKEN_PATH,
  FanpushTokenEnviadoResponseSchema,
);
