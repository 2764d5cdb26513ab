import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PerfilComFotoSchema, type PerfilComFoto } from '@stockcar/shared/schemas/clube-perfil';
import { checkBirthDate, dateBrToIso } from '@stockcar/shared/validators/birth-date';
import { onlyDigits } from '@stockcar/shared/validators/cpf';
import { normalizeEmail } from '@stockcar/shared/validators/member-email';
import { pickableFavourite } from '../repository/piloto-favorito.ts';
import {
  emailOrCpfTaken,
  isUniqueViolation,
  updateMember,
  type NewMember,
  type Usuario,
} from '../repository/usuarios.ts';
import { fieldProblem, HttpProblem } from '../../../plugins/problem.ts';
import { recordConsents, type ConsentPurpose } from '../repository/consentimentos.ts';
import { sendActivation } from '../rules/activation.ts';
import { emailChangedNotice } from '../rules/emails.ts';
import { revokeAllSessions } from '../../../plugins/auth/sessions.ts';
import { reencodePhoto } from './photo.ts';
import { t } from '../../../i18n.ts';

type Changes = Partial<NewMember>;

/** The rules again with the stored nationality, not the one the client echoed. */
function revalidate(body: PerfilComFoto, member: Usuario) {
  if (body.estrangeiro === member.estrangeiro) return;
  const again = PerfilComFotoSchema.safeParse({ ...body, estrangeiro: member.estrangeiro });
  if (!again.success) {
    const errors = again.error.issues.map((i) => ({
      path: `body.${i.path.join('.')}`,
      message: i.message,
    }));
    throw new HttpProblem(400, errors[0]?.message ?? t('clube:preenchaTodos'), errors);
  }
}

/** CPF and birth date are set once: a legacy member may fill them in, nobody may change them. */
function identity(body: PerfilComFoto, member: Usuario): Changes {
  const changes: Changes = {};
  const cpf = body.cpf === '' ? null : onlyDigits(body.cpf);
  if (cpf !== member.cpf) {
    if (member.cpf !== null) throw fieldProblem('cpf', t('clube:dadoImutavel'));
    changes.cpf = cpf;
  }
  const birth = dateBrToIso(body.dataNascimento);
  if (birth !== member.dataNascimento) {
    if (member.dataNascimento !== null)
      throw fieldProblem('dataNascimento', t('clube:dadoImutavel'));
    const check = checkBirthDate(body.dataNascimento);
    if (check.ok && check.needsGuardian && member.responsavelAutorizadoEm === null) {
      throw fieldProblem('dataNascimento', t('clube:menorSemResponsavel'));
    }
    changes.dataNascimento = birth;
  }
  return changes;
}

const OPTINS = [
  ['emailOptin', 'emailOptin', 'email'],
  ['smsOptin', 'smsOptin', 'sms'],
  ['whatsAppOptin', 'whatsappOptin', 'whatsapp'],
] as const satisfies readonly [keyof PerfilComFoto, keyof Usuario, ConsentPurpose][];

function optIns(body: PerfilComFoto, member: Usuario) {
  const changes: Changes = {};
  const consents: Partial<Record<ConsentPurpose, boolean>> = {};
  for (const [field, column, purpose] of OPTINS) {
    const value = body[field];
    if (value !== undefined && value !== member[column]) {
      changes[column] = value;
      consents[purpose] = value;
    }
  }
  return { changes, consents };
}

async function photoAndDriver(app: FastifyInstance, body: PerfilComFoto, member: Usuario) {
  const changes: Changes = {};
  if (body.foto !== undefined && body.foto !== member.foto) {
    if (body.foto === '') changes.foto = '';
    else {
      const photo = await reencodePhoto(body.foto);
      if (!photo.ok)
        throw new HttpProblem(photo.status, photo.detail, [
          { path: 'body.foto', message: photo.detail },
        ]);
      changes.foto = photo.base64;
    }
  }
  if (body.pilotoFavorito !== undefined) {
    const id = body.pilotoFavorito?.id ?? null;
    if (id !== null && !(await pickableFavourite(app.db, id))) {
      throw fieldProblem('pilotoFavorito', t('clube:pilotoInvalido'));
    }
    changes.pilotoFavoritoId = id;
  }
  return changes;
}

/**
 * The new address gets its activation link, the old one a notice. Failures are logged: the
 * change is saved, and the next login with the new address sends a new link.
 */
async function mailEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  before: Usuario,
  after: Usuario,
) {
  const log = (err: unknown) => request.log.error({ err }, 'e-mail change mail failed');
  await sendActivation(app, after).catch(log);
  await app.mail.send(emailChangedNotice(before.email, before.nome, after.email)).catch(log);
}

/**
 * `PUT /Perfil` and `POST /Perfil`: every rule of the completion modal, identity fields set
 * once, consent changes recorded, and an e-mail change that needs a new activation and ends
 * every session (fan-club.md §4).
 */
export async function saveProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  member: Usuario,
  body: PerfilComFoto,
) {
  revalidate(body, member);
  const email = normalizeEmail(body.email);
  const emailChanged = email !== member.email;
  const changes: Changes = {
    nome: body.name,
    sobrenome: body.sobrenome,
    genero: body.genero,
    cep: body.cep,
    logradouro: body.logradouro,
    bairro: body.bairro,
    cidade: body.cidade,
    uf: body.uf.toUpperCase(),
    cadastroCompleto: true,
    ...identity(body, member),
    ...(await photoAndDriver(app, body, member)),
  };
  if (body.phone !== member.telefone)
    Object.assign(changes, { telefone: body.phone, celularAtivo: false });
  const optin = optIns(body, member);
  Object.assign(changes, optin.changes);
  if (emailChanged) Object.assign(changes, { email, emailConfirmadoEm: null });
  if (
    await emailOrCpfTaken(
      app.db,
      { email: emailChanged ? email : undefined, cpf: changes.cpf },
      member.id,
    )
  ) {
    throw new HttpProblem(409, t('clube:usuarioJaCadastrado'));
  }
  let saved;
  try {
    saved = await app.db.transaction(async (tx) => {
      const u = await updateMember(tx, member.id, changes);
      await recordConsents(tx, member.id, optin.consents, { origem: 'perfil', ip: request.ip });
      if (emailChanged) await revokeAllSessions(tx, member.id, 'troca-email');
      return u;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpProblem(409, t('clube:usuarioJaCadastrado'));
    throw err;
  }
  if (emailChanged) await mailEmailChange(app, request, member, saved);
  return { saved, emailChanged };
}
