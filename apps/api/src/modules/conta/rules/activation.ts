import type { FastifyInstance } from 'fastify';
import { ADULT_AGE } from '@stockcar/shared/validators/birth-date';
import type { Db } from '../../../db/client.ts';
import { consentimento, type usuario } from '../../../db/schema/index.ts';
import { activationEmail, guardianEmail } from './emails.ts';
import { createLink, dropLink, voidLinks, type LinkKind } from '../repository/links.ts';
import type { MailMessage } from '../../../services/mail.ts';

type Usuario = typeof usuario.$inferSelect;

/**
 * Version of the consent texts members agree to (opt-ins, terms, the fan-push flow); a
 * change of wording gets a new version, so each record says what the member read.
 */
export const CONSENT_TEXT_VERSION = '2025-01';

export type ConsentPurpose =
  'email' | 'sms' | 'whatsapp' | 'termos' | 'fluxo-fanpush' | 'autorizacao-responsavel';

/**
 * Stores consent choices as given: purpose, value, time, text version and who gave them. A null
 * member is a guardian's revocation recorded as the account is erased (issue 12).
 */
export async function recordConsents(
  db: Db,
  usuarioId: number | null,
  choices: Partial<Record<ConsentPurpose, boolean>>,
  context: { origem: string; ip: string; concedidoPor?: string },
) {
  const rows = Object.entries(choices).map(([finalidade, concedido]) => ({
    usuarioId,
    finalidade,
    concedido: concedido === true,
    versaoTexto: CONSENT_TEXT_VERSION,
    origem: context.origem,
    concedidoPor: context.concedidoPor ?? 'titular',
    ip: context.ip,
  }));
  if (rows.length > 0) await db.insert(consentimento).values(rows);
}

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
