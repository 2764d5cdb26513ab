import { PerfilMensagemResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import {
  FanpushConfirmadoResponseSchema,
  FanpushPreviewResponseSchema,
  FanpushResponseSchema,
  FanpushTokenEnviadoResponseSchema,
  UltimosVencedoresResponseSchema,
  VotacaoResponseSchema,
} from '@stockcar/shared/schemas/fanpush';
import { RecibosFanpushResponseSchema } from '@stockcar/shared/schemas/fanpush-recibos';
import { handlerFor } from '../../../testing/fake-api.ts';
import { ACEITE_FLUXO_PATH } from '../api/accept-fluxo.ts';
import { CONFIRM_TOKEN_PATH } from '../api/confirm-token.ts';
import { fanpushPreviewPath } from '../api/get-fanpush-preview.ts';
import { FANPUSH_PATH } from '../api/get-fanpush.ts';
import { RECIBOS_PATH } from '../api/get-recibos.ts';
import { ULTIMOS_VENCEDORES_PATH } from '../api/get-ultimos-vencedores.ts';
import { VOTACAO_PATH } from '../api/get-votacao.ts';
import { RESEND_TOKEN_PATH } from '../api/resend-token.ts';

/** MSW handler factories of the fanpush endpoints, named after their api functions. */
export const fanpushHandlers = {
  acceptFluxo: handlerFor('POST', ACEITE_FLUXO_PATH, PerfilMensagemResponseSchema),
  confirmToken: handlerFor('POST', CONFIRM_TOKEN_PATH, FanpushConfirmadoResponseSchema),
  getFanpushPreview: handlerFor('GET', fanpushPreviewPath, FanpushPreviewResponseSchema),
  getFanpush: handlerFor('GET', FANPUSH_PATH, FanpushResponseSchema),
  sendVoto: handlerFor('POST', FANPUSH_PATH, FanpushTokenEnviadoResponseSchema),
  getUltimosVencedores: handlerFor('GET', ULTIMOS_VENCEDORES_PATH, UltimosVencedoresResponseSchema),
  getVotacao: handlerFor('GET', VOTACAO_PATH, VotacaoResponseSchema),
  getRecibos: handlerFor('GET', RECIBOS_PATH, RecibosFanpushResponseSchema),
  resendToken: handlerFor('POST', RESEND_TOKEN_PATH, FanpushTokenEnviadoResponseSchema),
};
