import type { z } from 'zod';
import type { ContaAtivacaoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { contaT } from '../../../lib/club-i18n.ts';

export type ActivationKind = 'ativacao' | 'responsavel';
type ContaAtivada = z.output<typeof ContaAtivacaoResponseSchema>['user'];

/** What the activation page says after a followed link, from the account's state. */
export function activationOutcome(kind: ActivationKind, user: ContaAtivada) {
  if (kind === 'ativacao') {
    if (user.ativo) {
      return { title: contaT('ativacao.ativada'), text: contaT('ativacao.ativadaTexto') };
    }
    return {
      title: contaT('ativacao.emailConfirmado'),
      text: user.aguardandoResponsavel
        ? contaT('ativacao.aguardandoResponsavel')
        : contaT('ativacao.faltaLogin'),
    };
  }
  const member = user.name.trim() || contaT('ativacao.socio');
  const authorised = contaT('ativacao.autorizadoTexto', { member });
  const title = contaT('ativacao.autorizado');
  if (user.ativo) return { title, text: contaT('ativacao.contaAtiva', { authorised }) };
  return {
    title,
    text: user.emailConfirmado
      ? contaT('ativacao.faltaPouco', { authorised })
      : contaT('ativacao.faltaEmail', { authorised, member }),
  };
}
