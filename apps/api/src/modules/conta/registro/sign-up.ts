import type { FastifyInstance } from 'fastify';
import { PERGUNTA_PILOTO_FAVORITO_ID } from '@stockcar/shared/schemas/clube/comum';
import type { Registro } from '@stockcar/shared/schemas/clube/registro';
import { checkBirthDate, dateBrToIso } from '@stockcar/shared/validators/birth-date';
import { onlyDigits } from '@stockcar/shared/validators/cpf';
import { normalizeEmail } from '@stockcar/shared/validators/member-email';
import { HttpProblem, fieldProblem } from '../../../plugins/problem.ts';
import { recordConsents } from '../repository/consentimentos.ts';
import { pickableFavourite } from '../repository/piloto-favorito.ts';
import {
  deleteMember,
  emailOrCpfTaken,
  insertMember,
  isUniqueViolation,
  type NewMember,
} from '../repository/usuarios.ts';
import { sendActivation, sendGuardianRequest } from '../rules/activation.ts';
import { newPasswordIssue } from '../rules/password-policy.ts';
import { answerIssue } from './perguntas.ts';
import { t } from '../../../i18n.ts';

/** The sign-up's CPF as stored: digits, or null for a foreigner without one. */
export const cpfOf = (cpf: string) => (cpf === '' ? null : onlyDigits(cpf));

/** Rules the schema cannot see: the captcha, the password's strength, the answers. */
async function checkSignUp(app: FastifyInstance, r: Registro) {
  if (!(await app.captcha.verify(r.captcha))) {
    throw fieldProblem('captcha', t('clube:captchaInvalido'));
  }
  const weak = await newPasswordIssue(r.senha, r);
  if (weak) throw fieldProblem('senha', weak);
  for (const a of r.responses) {
    if (a.idPesquisaPerfil === PERGUNTA_PILOTO_FAVORITO_ID) continue;
    const issue = answerIssue(a.idPesquisaPerfil, a.resposta);
    if (issue) throw fieldProblem('responses', issue);
  }
  const driverAnswer = r.responses.find((a) => a.idPesquisaPerfil === PERGUNTA_PILOTO_FAVORITO_ID);
  const driver = await pickableFavourite(app.db, Number(driverAnswer?.resposta));
  if (!driver) throw fieldProblem('responses', t('clube:pilotoInvalido'));
  return driver.id;
}

function newMemberRow(r: Registro, senhaHash: string, pilotoId: number): NewMember {
  const birth = checkBirthDate(r.dataNascimento);
  const exigeResponsavel = birth.ok && birth.needsGuardian;
  return {
    nome: r.nome,
    sobrenome: r.sobrenome,
    genero: r.genero,
    cpf: cpfOf(r.cpf),
    pais: r.estrangeiro ? r.pais : 'BR',
    estrangeiro: r.estrangeiro,
    dataNascimento: dateBrToIso(r.dataNascimento),
    email: normalizeEmail(r.email),
    telefone: r.telefone,
    cep: r.cep,
    logradouro: r.logradouro,
    bairro: r.bairro,
    cidade: r.cidade,
    uf: r.uf.toUpperCase(),
    senhaHash,
    exigeResponsavel,
    emailResponsavel: exigeResponsavel ? normalizeEmail(r.EmailResponsavel) : null,
    codigoSmsPendente: r.estrangeiro,
    // Sign-up asks every field the completion modal does.
    cadastroCompleto: true,
    emailOptin: r.optaEmail,
    smsOptin: r.optaSms,
    whatsappOptin: r.optaWhatsapp,
    pilotoFavoritoId: pilotoId,
  };
}

/**
 * `POST /Registro`: the account, its answers and consents in one transaction, then its e-mails
 * (activation unless an SMS code comes first; the guardian's for a member aged 14 to 17).
 */
export async function signUp(app: FastifyInstance, r: Registro, ip: string) {
  const pilotoId = await checkSignUp(app, r);
  if (await emailOrCpfTaken(app.db, { email: normalizeEmail(r.email), cpf: cpfOf(r.cpf) })) {
    throw new HttpProblem(409, t('clube:usuarioJaCadastrado'));
  }
  const senhaHash = await app.passwords.hash(r.senha);
  let u;
  try {
    u = await app.db.transaction(async (tx) => {
      const created = await insertMember(tx, newMemberRow(r, senhaHash, pilotoId), r.responses);
      await recordConsents(
        tx,
        created.id,
        { email: r.optaEmail, sms: r.optaSms, whatsapp: r.optaWhatsapp, termos: r.aceitaTermos },
        { origem: 'cadastro', ip },
      );
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpProblem(409, t('clube:usuarioJaCadastrado'));
    throw err;
  }
  try {
    if (!u.codigoSmsPendente) await sendActivation(app, u);
    if (u.exigeResponsavel) await sendGuardianRequest(app, u);
  } catch (err) {
    // Without its e-mails the account is of no use: undo it, the member may try again.
    await deleteMember(app.db, u.id);
    throw err;
  }
  return u;
}
