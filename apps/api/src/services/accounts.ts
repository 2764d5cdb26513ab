import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { consentimento, type usuario } from '../db/schema/index.ts';
import { activationEmail, guardianEmail } from './club-emails.ts';
import { createLink, dropLink, voidLinks, type LinkKind } from './member-links.ts';
import type { MailMessage } from './mail.ts';

type Usuario = typeof usuario.$inferSelect;

/**
 * Version of the consent texts members agree to (opt-ins, terms, the fan-push flow); a
 * change of wording gets a new version, so each record says what the member read.
 */
export const CONSENT_TEXT_VERSION = '2025-01';

export type ConsentPurpose =
  'email' | 'sms' | 'whatsapp' | 'termos' | 'fluxo-fanpush' | 'autorizacao-responsavel';

/** Stores consent choices as given: purpose, value, time, text version and who gave them. */
export async function recordConsents(
  db: Db,
  usuarioId: number,
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

/** A new authorisation link to the guardian of a member aged 14 to 17. */
export async function sendGuardianRequest(app: FastifyInstance, u: Usuario) {
  const guardian = u.emailResponsavel;
  if (!guardian) return;
  const member = { nome: u.nome, email: u.email };
  await mailLink(app, { usuarioId: u.id, tipo: 'responsavel', destino: guardian }, ({ hash }) =>
    guardianEmail(app.config.publicUrl, member, guardian, hash),
  );
}
