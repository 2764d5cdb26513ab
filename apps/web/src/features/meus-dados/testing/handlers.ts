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

/** MSW handlers of the meus-dados endpoints, for its tests (see testing/fake-api.ts). */

export const deleteContaHandler = handlerFor('POST', DELETE_CONTA_PATH, MensagemResponseSchema);
export const endAllSessoesHandler = handlerFor('POST', END_ALL_SESSOES_PATH, z.null());
export const endSessaoHandler = handlerFor('DELETE', sessaoPath, z.null());
export const getConsentimentosHandler = handlerFor(
  'GET',
  CONSENTIMENTOS_PATH,
  ConsentimentosResponseSchema,
);
export const updateConsentimentoHandler = handlerFor(
  'PUT',
  CONSENTIMENTOS_PATH,
  ConsentimentoAlteradoResponseSchema,
);
export const getSessoesHandler = handlerFor('GET', SESSOES_PATH, SessoesResponseSchema);
export const revogarAutorizacaoHandler = handlerFor(
  'POST',
  REVOGAR_AUTORIZACAO_PATH,
  MensagemResponseSchema,
);
export const sendExclusaoCodigoHandler = handlerFor(
  'POST',
  EXCLUSAO_CODIGO_PATH,
  CodigoEnviadoResponseSchema,
);
