import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { ContaAtivacaoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { handlerFor } from '../../../testing/fake-api.ts';
import { ATUALIZAR_SENHA_PATH } from '../api/atualizar-senha.ts';
import { AUTORIZAR_RESPONSAVEL_PATH } from '../api/autorizar-responsavel.ts';
import { CONFIRMAR_REGISTRO_PATH } from '../api/confirmar-registro.ts';
import { ESQUECEU_SENHA_PATH } from '../api/esqueceu-senha.ts';
import { RESETAR_SENHA_PATH } from '../api/resetar-senha.ts';

/** MSW handlers of the conta endpoints, for its tests (see testing/fake-api.ts). */

export const atualizarSenhaHandler = handlerFor(
  'POST',
  ATUALIZAR_SENHA_PATH,
  MensagemResponseSchema,
);
export const autorizarResponsavelHandler = handlerFor(
  'POST',
  AUTORIZAR_RESPONSAVEL_PATH,
  ContaAtivacaoResponseSchema,
);
export const confirmarRegistroHandler = handlerFor(
  'POST',
  CONFIRMAR_REGISTRO_PATH,
  ContaAtivacaoResponseSchema,
);
export const esqueceuSenhaHandler = handlerFor('POST', ESQUECEU_SENHA_PATH, MensagemResponseSchema);
export const resetarSenhaHandler = handlerFor('POST', RESETAR_SENHA_PATH, MensagemResponseSchema);
