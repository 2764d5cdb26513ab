import type { FastifyInstance } from 'fastify';
import { ADULT_AGE } from '@stockcar/shared/validators/birth-date';
import type { MailMessage } from '../../../services/mail.ts';
import { createLink, dropLink, voidLinks, type LinkKind } from '../repository/links.ts';
import type { Usuario } from '../repository/usuarios.ts';
import { activationEmail, guardianEmail } from './emails.ts';

/*
 * Activation: what an account still waits for before its member can log in, and the e-mailed
 * links that end the wait (the member's activation, the guardian's authorisation). `mailLink`
 * also sends the password reset's link.
 */

/** What an account still waits for before the member can log in. */
export function accountState(u: Usuario) {
  const emailConfirmado = u.emailConfirmadoEm !== null;
  const aguardandoResponsavel = u.exigeResponsavel && u.responsavelAutorizadoEm === null;
  return {
    emailConfirmado,
    aguardandoResponsavel,
    aguardandoCodigoSms: u.codigoSmsPendente,
    ativo: emailConfirmado && !aguardandoResponsavel && !u.codigoSmsPendente,
  };
}

/**
 * Replaces a member's link of one kind and e-mails it. Sent outside any transaction (the
 * outbox writes with its own connection); when the e-mail fails the link is dropped, so the
 * next login sends a new one.
 */
export async function mailLink(
  app: FastifyInstance,
  values: { usuarioId: number; tipo: LinkKind; destino: string },
  message: (secrets: { hash: string; code?: string }) => MailMessage,
) {
  await voidLinks(app.db, values.usuarioId, values.tipo);
  const secrets = await createLink(app.db, values);
  try {
    await app.mail.send(message(secrets));
  } catch (err) {
    await dropLink(app.db, secrets.hash);
    throw err;
  }
}

/** A new activation link to the member's e-mail (earlier ones are voided). */
export async function sendActivation(app: FastifyInstance, u: Usuario) {
  const member = { nome: u.nome, email: u.email };
  await mailLink(app, { usuarioId: u.id, tipo: 'ativacao', destino: u.email }, ({ hash }) =>
    activationEmail(app.config.publicUrl, member, hash),
  );
}

/**
 * The start of the member's 18th birthday in São Paulo (UTC-3 all year since 2019); a 29 February
 * rolls over to 1 March.
 */
export function adulthoodOf(dataNascimento: string | null): Date | undefined {
  const m = dataNascimento ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dataNascimento) : null;
  if (!m) return undefined;
  return new Date(Date.UTC(Number(m[1]) + ADULT_AGE, Number(m[2]) - 1, Number(m[3]), 3));
}

/**
 * A new authorisation link to the guardian of a member aged 14 to 17, with a second link that
 * revokes the authorisation (issue 12): it works until the member turns 18 and earlier ones
 * stay valid, so any authorisation e-mail the guardian kept can still revoke.
 */
export async function sendGuardianRequest(app: FastifyInstance, u: Usuario) {
  const guardian = u.emailResponsavel;
  if (!guardian) return;
  const member = { nome: u.nome, email: u.email };
  const revoke = await createLink(
    app.db,
    { usuarioId: u.id, tipo: 'revogacao-responsavel', destino: guardian },
    adulthoodOf(u.dataNascimento),
  );
  try {
    await mailLink(app, { usuarioId: u.id, tipo: 'responsavel', destino: guardian }, ({ hash }) =>
      guardianEmail(app.config.publicUrl, member, guardian, { resp: hash, revoke: revoke.hash }),
    );
  } catch (err) {
    await dropLink(app.db, revoke.hash);
    throw err;
  }
}
