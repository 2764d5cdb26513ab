import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { IdiomaQuerySchema } from '@stockcar/shared/schemas/common';
import { PERGUNTA_PILOTO_FAVORITO_ID } from '@stockcar/shared/schemas/clube/comum';
import {
  RegistroPerguntasResponseSchema,
  RegistroResponseSchema,
  RegistroSchema,
  UsuarioExisteResponseSchema,
  UsuarioExisteSchema,
  type Registro,
} from '@stockcar/shared/schemas/clube/registro';
import { checkBirthDate, dateBrToIso } from '@stockcar/shared/validators/birth-date';
import { onlyDigits } from '@stockcar/shared/validators/cpf';
import { normalizeEmail } from '@stockcar/shared/validators/member-email';
import type { Db } from '../../../db/client.ts';
import { usuario, usuarioResposta } from '../../../db/schema/index.ts';
import { pickableFavourite } from '../repository/piloto-favorito.ts';
import { emailOrCpfTaken, isUniqueViolation } from '../repository/usuarios.ts';
import { HttpProblem, fieldProblem } from '../../../plugins/problem.ts';
import { problemResponses } from '../../../plugins/openapi.ts';
import { recordConsents, sendActivation, sendGuardianRequest } from '../rules/activation.ts';
import { newPasswordIssue } from '../rules/password-policy.ts';
import { answerIssue, PERGUNTAS } from './perguntas.ts';
import codigoRoutes from './codigo-routes.ts';
import ativacaoRoutes from './ativacao-routes.ts';
import senhaRoutes from './senha-routes.ts';
import { t } from '../../../i18n.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(codigoRoutes);
  await app.register(ativacaoRoutes);
  await app.register(senhaRoutes);

  app.get(
    '/Registro',
    {
      schema: {
        tags: ['Registro'],
        summary: "The sign-up's profile questions (the favourite driver's among them)",
        querystring: IdiomaQuerySchema,
        response: { 200: RegistroPerguntasResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async () => ({ perguntas: PERGUNTAS }),
  );

  app.post(
    '/Registro/usuario-existe',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['Registro'],
        summary: 'Pre-check before step 1: does the e-mail or the CPF already have an account?',
        body: UsuarioExisteSchema,
        response: { 200: UsuarioExisteResponseSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, cpf } = request.body;
      const existe = await emailOrCpfTaken(app.db, {
        email: normalizeEmail(email),
        cpf: cpf === '' ? null : onlyDigits(cpf),
      });
      return { existe };
    },
  );

  /** Rules the schema cannot see: the captcha, the password's strength, the answers. */
  async function checkSignUp(r: Registro) {
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
    const driverAnswer = r.responses.find(
      (a) => a.idPesquisaPerfil === PERGUNTA_PILOTO_FAVORITO_ID,
    );
    const driver = await pickableFavourite(app.db, Number(driverAnswer?.resposta));
    if (!driver) throw fieldProblem('responses', t('clube:pilotoInvalido'));
    return driver.id;
  }

  async function insertMember(tx: Db, r: Registro, senhaHash: string, pilotoId: number) {
    const birth = checkBirthDate(r.dataNascimento);
    const exigeResponsavel = birth.ok && birth.needsGuardian;
    const [u] = await tx
      .insert(usuario)
      .values({
        nome: r.nome,
        sobrenome: r.sobrenome,
        genero: r.genero,
        cpf: r.cpf === '' ? null : onlyDigits(r.cpf),
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
      })
      .returning();
    if (!u) throw new Error('member not created');
    await tx.insert(usuarioResposta).values(
      r.responses.map((a) => ({
        usuarioId: u.id,
        idPesquisaPerfil: a.idPesquisaPerfil,
        resposta: a.resposta,
      })),
    );
    return u;
  }

  app.post(
    '/Registro',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['Registro'],
        summary: 'Signs a member up (activation by e-mail; guardian for 14-17; SMS code abroad)',
        body: RegistroSchema,
        response: { 201: RegistroResponseSchema, ...problemResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const r = request.body;
      const pilotoId = await checkSignUp(r);
      const email = normalizeEmail(r.email);
      const cpf = r.cpf === '' ? null : onlyDigits(r.cpf);
      if (await emailOrCpfTaken(app.db, { email, cpf })) {
        throw new HttpProblem(409, t('clube:usuarioJaCadastrado'));
      }
      const senhaHash = await app.passwords.hash(r.senha);
      let u;
      try {
        u = await app.db.transaction(async (tx) => {
          const created = await insertMember(tx, r, senhaHash, pilotoId);
          await recordConsents(
            tx,
            created.id,
            {
              email: r.optaEmail,
              sms: r.optaSms,
              whatsapp: r.optaWhatsapp,
              termos: r.aceitaTermos,
            },
            { origem: 'cadastro', ip: request.ip },
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
        await app.db.delete(usuario).where(eq(usuario.id, u.id));
        throw err;
      }
      return reply.status(201).send({
        idUsuario: u.id,
        email: u.email,
        aguardandoCodigoSms: u.codigoSmsPendente,
        aguardandoResponsavel: u.exigeResponsavel,
      });
    },
  );
};

export default routes;
