import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import { ContaAtivacaoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { handlerFor } from '../../../testing/fake-api.ts';
import { ATUALIZAR_SENHA_PATH } from '../api/atualizar-senha.ts';
import { AUTORIZAR_RESPONSAVEL_PATH } from '../api/autorizar-responsavel.ts';
import { CONFIRMAR_REGISTRO_PATH } from '../api/confirmar-registro.ts';
import { ESQUECEU_SENHA_PATH } from '../api/esqueceu-senha.ts';
import { RESETAR_SENHA_PATH } from '../api/resetar-senha.ts';

/** MSW handler factories of the conta endpoints, named after their api functions. */
export const contaHandlers = {
  atualizarSenha: handlerFor('POST', ATUALIZAR_SENHA_PATH, MensagemResponseSchema),
  autorizarResponsavel: handlerFor('POST', AUTORIZAR_RESPONSAVEL_PATH, ContaAtivacaoResponseSchema),
  confirmarRegistro: handlerFor('POST', CONFIRMAR_REGISTRO_PATH, ContaAtivacaoResponseSchema),
  esqueceuSenha: handlerFor('POST', ESQUECEU_SENHA_PATH, MensagemResponseSchema),
  resetarSenha: handlerFor('POST', RESETAR_SENHA_PATH, MensagemResponseSchema),
};
