import { z } from 'zod';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import {
  ConsentimentoAlteradoResponseSchema,
  ConsentimentosResponseSchema,
  SessoesResponseSchema,
} from '@stockcar/shared/schemas/meus-dados';
import { handlerFor } from '../../../testing/fake-api.ts';
import { DELETE_CONTA_PATH } from '../api/delete-conta.ts';
import { END_ALL_SESSOES_PATH } from '../api/end-all-sessoes.ts';
import { sessaoPath } from '../api/end-sessao.ts';
import { CONSENTIMENTOS_PATH } from '../api/get-consentimentos.ts';
import { SESSOES_PATH } from '../api/get-sessoes.ts';
import { REVOGAR_AUTORIZACAO_PATH } from '../api/revogar-autorizacao.ts';
import { EXCLUSAO_CODIGO_PATH } from '../api/send-exclusao-codigo.ts';

/** MSW handler factories of the meus-dados endpoints, named after their api functions. */
export const meusDadosHandlers = {
  deleteConta: handlerFor('POST', DELETE_CONTA_PATH, MensagemResponseSchema),
  endAllSessoes: handlerFor('POST', END_ALL_SESSOES_PATH, z.null()),
  endSessao: handlerFor('DELETE', sessaoPath, z.null()),
  getConsentimentos: handlerFor('GET', CONSENTIMENTOS_PATH, ConsentimentosResponseSchema),
  updateConsentimento: handlerFor('PUT', CONSENTIMENTOS_PATH, ConsentimentoAlteradoResponseSchema),
  getSessoes: handlerFor('GET', SESSOES_PATH, SessoesResponseSchema),
  revogarAutorizacao: handlerFor('POST', REVOGAR_AUTORIZACAO_PATH, MensagemResponseSchema),
  sendExclusaoCodigo: handlerFor('POST', EXCLUSAO_CODIGO_PATH, CodigoEnviadoResponseSchema),
};
