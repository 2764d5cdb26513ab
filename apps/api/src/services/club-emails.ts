import type { MailMessage } from './mail.ts';

/**
 * The Stock Club's e-mails, with links to the spec's routes and query names (fan-club.md §2):
 * activation `/stockclub/confirmacao-registro?u=&hash=`, guardian `...?u=&resp=`, reset
 * `/stockclub/redefinir-senha?h=&c=`. `u` is the member's e-mail in base64, as the login's `?u=`.
 */

const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

function link(publicUrl: string, path: string, query: Record<string, string>) {
  return `${publicUrl}${path}?${new URLSearchParams(query).toString()}`;
}

function message(to: string, subject: string, lines: string[]): MailMessage {
  const text = `${lines.join('\n\n')}\n\nEquipe Stock Club\n`;
  const html = lines
    .map((l) =>
      /^https?:\/\//.test(l)
        ? `<p><a href="${l.replaceAll('&', '&amp;')}">${l.replaceAll('&', '&amp;')}</a></p>`
        : `<p>${l.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</p>`,
    )
    .join('\n');
  return { to, subject, text, html: `${html}\n<p>Equipe Stock Club</p>` };
}

export function activationEmail(
  publicUrl: string,
  member: { nome: string; email: string },
  hash: string,
): MailMessage {
  const url = link(publicUrl, '/stockclub/confirmacao-registro', { u: b64(member.email), hash });
  return message(member.email, 'Stock Club: ative a sua conta', [
    `Olá, ${member.nome}!`,
    'Para ativar a sua conta do Stock Club, acesse o link abaixo (válido por 24 horas):',
    url,
    'Se você não se cadastrou, ignore este e-mail.',
  ]);
}

/** `resp` authorises (7 days); `revoke` opens `/stockclub/revogar-autorizacao?h=` (issue 12). */
export function guardianEmail(
  publicUrl: string,
  member: { nome: string; email: string },
  guardian: string,
  secrets: { resp: string; revoke: string },
): MailMessage {
  const url = link(publicUrl, '/stockclub/confirmacao-registro', {
    u: b64(member.email),
    resp: secrets.resp,
  });
  const revokeUrl = link(publicUrl, '/stockclub/revogar-autorizacao', { h: secrets.revoke });
  return message(guardian, 'Stock Club: autorização do responsável', [
    'Olá!',
    `${member.nome} (${member.email}) se cadastrou no Stock Club e informou este e-mail como o do responsável legal. Menores de 18 anos precisam da sua autorização para usar a conta.`,
    'Para autorizar, acesse o link abaixo (válido por 7 dias):',
    url,
    'Se você não reconhece este cadastro, ignore este e-mail: a conta continuará inativa.',
    'Guarde este e-mail: até o titular completar 18 anos, você pode revogar a autorização a qualquer momento pelo link abaixo. A conta e os dados dele serão excluídos.',
    revokeUrl,
  ]);
}

export function resetEmail(
  publicUrl: string,
  member: { nome: string; email: string },
  h: string,
  c: string,
): MailMessage {
  const url = link(publicUrl, '/stockclub/redefinir-senha', { h, c });
  return message(member.email, 'Stock Club: redefinição de senha', [
    `Olá, ${member.nome}!`,
    'Recebemos um pedido para redefinir a senha da sua conta. Acesse o link abaixo (válido por 30 minutos):',
    url,
    'Se você não pediu, ignore este e-mail: a sua senha continua a mesma.',
  ]);
}

export function emailChangedNotice(old: string, nome: string, newEmail: string): MailMessage {
  return message(old, 'Stock Club: o e-mail da sua conta foi alterado', [
    `Olá, ${nome}!`,
    `O e-mail da sua conta do Stock Club foi alterado para ${newEmail}. A conta fica pendente até a ativação pelo novo endereço.`,
    'Se não foi você, responda a este e-mail imediatamente.',
  ]);
}

/** After a member erased the account (issue 12): sent to the address it had. */
export function accountDeletedEmail(member: { nome: string; email: string }): MailMessage {
  return message(member.email, 'Stock Club: sua conta foi excluída', [
    `Olá, ${member.nome}!`,
    'A sua conta do Stock Club foi excluída, como você pediu. Os seus dados pessoais foram apagados; os votos do Fanpush que você confirmou continuam contados, sem nenhum vínculo com você.',
    'Você pode se cadastrar novamente quando quiser. Se não foi você quem pediu a exclusão, responda a este e-mail.',
  ]);
}

/** To the guardian who revoked a minor's authorisation (issue 12). */
export function authorisationRevokedEmail(guardian: string, nome: string): MailMessage {
  return message(guardian, 'Stock Club: autorização revogada', [
    'Olá!',
    `Você revogou a autorização da conta de ${nome} no Stock Club. A conta foi excluída e os dados pessoais dela foram apagados.`,
    'Se não foi você, responda a este e-mail.',
  ]);
}
