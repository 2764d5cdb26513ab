import type { MailMessage } from '../../../services/mail.ts';
import { t } from '../../../i18n.ts';

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
  const signature = t('emails:signature');
  const text = `${lines.join('\n\n')}\n\n${signature}\n`;
  const html = lines
    .map((l) =>
      /^https?:\/\//.test(l)
        ? `<p><a href="${l.replaceAll('&', '&amp;')}">${l.replaceAll('&', '&amp;')}</a></p>`
        : `<p>${l.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</p>`,
    )
    .join('\n');
  return { to, subject, text, html: `${html}\n<p>${signature}</p>` };
}

export function activationEmail(
  publicUrl: string,
  member: { nome: string; email: string },
  hash: string,
): MailMessage {
  const url = link(publicUrl, '/stockclub/confirmacao-registro', { u: b64(member.email), hash });
  return message(member.email, t('emails:activation.subject'), [
    t('emails:greeting', { nome: member.nome }),
    t('emails:activation.instructions'),
    url,
    t('emails:activation.notYou'),
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
  return message(guardian, t('emails:guardian.subject'), [
    t('emails:greetingAnonymous'),
    t('emails:guardian.intro', { nome: member.nome, email: member.email }),
    t('emails:guardian.instructions'),
    url,
    t('emails:guardian.notYou'),
    t('emails:guardian.revoke'),
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
  return message(member.email, t('emails:reset.subject'), [
    t('emails:greeting', { nome: member.nome }),
    t('emails:reset.instructions'),
    url,
    t('emails:reset.notYou'),
  ]);
}

export function emailChangedNotice(old: string, nome: string, newEmail: string): MailMessage {
  return message(old, t('emails:emailChanged.subject'), [
    t('emails:greeting', { nome }),
    t('emails:emailChanged.notice', { newEmail }),
    t('emails:emailChanged.notYou'),
  ]);
}

/** After a member erased the account (issue 12): sent to the address it had. */
export function accountDeletedEmail(member: { nome: string; email: string }): MailMessage {
  return message(member.email, t('emails:accountDeleted.subject'), [
    t('emails:greeting', { nome: member.nome }),
    t('emails:accountDeleted.notice'),
    t('emails:accountDeleted.notYou'),
  ]);
}

/** To the guardian who revoked a minor's authorisation (issue 12). */
export function authorisationRevokedEmail(guardian: string, nome: string): MailMessage {
  return message(guardian, t('emails:authorisationRevoked.subject'), [
    t('emails:greetingAnonymous'),
    t('emails:authorisationRevoked.notice', { nome }),
    t('emails:authorisationRevoked.notYou'),
  ]);
}
