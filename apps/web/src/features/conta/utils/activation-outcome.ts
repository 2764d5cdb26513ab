import type { z } from 'zod';
import type { ContaAtivacaoResponseSchema } from '@stockcar/shared/schemas/clube/registro';

export type ActivationKind = 'ativacao' | 'responsavel';
type ContaAtivada = z.output<typeof ContaAtivacaoResponseSchema>['user'];

/** What the activation page says after a followed link, from the account's state. */
export function activationOutcome(kind: ActivationKind, user: ContaAtivada) {
  if (kind === 'ativacao') {
    if (user.ativo) {
      return {
        title: 'Conta ativada!',
        text: 'Seu e-mail foi confirmado e a sua conta do Stock Club está ativa.',
      };
    }
    return {
      title: 'E-mail confirmado!',
      text: user.aguardandoResponsavel
        ? 'Agora falta a autorização do seu responsável: enviamos a ele um e-mail com o link para autorizar o seu cadastro.'
        : 'Falta pouco para ativar a sua conta: acesse com o seu e-mail e senha para concluir.',
    };
  }
  const member = user.name.trim() || 'o sócio';
  const authorised = `Obrigado! O cadastro de ${member} no Stock Club foi autorizado.`;
  if (user.ativo) {
    return { title: 'Cadastro autorizado!', text: `${authorised} A conta já pode ser acessada.` };
  }
  return {
    title: 'Cadastro autorizado!',
    text: user.emailConfirmado
      ? `${authorised} Falta pouco para a conta ficar ativa.`
      : `${authorised} Falta apenas ${member} confirmar o próprio e-mail pelo link de ativação que enviamos para o e-mail cadastrado.`,
  };
}
