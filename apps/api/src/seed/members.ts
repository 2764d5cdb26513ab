import { and, eq } from 'drizzle-orm';
import { completeCpf } from '@stockcar/shared/validators/cpf';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { FAVOURITE_CATEGORY_ID } from '../modules/conta/repository/piloto-favorito.ts';
import { CONSENT_TEXT_VERSION } from '../modules/conta/repository/consentimentos.ts';
import { createPasswordHasher } from '../modules/conta/rules/passwords.ts';

/** Demo members' password (README: demo credentials). Not on the common-password list. */
export const DEMO_PASSWORD = 'Piloto#Veloz2024';
export const DEMO_EMAILS = {
  complete: 'ana.demo@stockclub.example.com',
  incomplete: 'bruno.demo@stockclub.example.com',
  minor: 'caio.demo@stockclub.example.com',
} as const;

/** yyyy-mm-dd of `years` ago (minus a month, so the age holds all year). */
function bornYearsAgo(now: Date, years: number) {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), 1));
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Three Stock Club members: an active adult with a complete profile, an active legacy member
 * whose profile is incomplete (the completion modal), and a 15-year-old waiting for the
 * guardian. Hashed with the production argon2id cost.
 */
export async function seedMembers(db: Db, now: Date) {
  const senhaHash = await createPasswordHasher({ memoryCost: 19_456, timeCost: 2 }).hash(
    DEMO_PASSWORD,
  );
  const [driver] = await db
    .select({ id: t.inscricao.pilotoId })
    .from(t.inscricao)
    .where(
      and(
        eq(t.inscricao.categoriaId, FAVOURITE_CATEGORY_ID),
        eq(t.inscricao.temporada, now.getUTCFullYear()),
      ),
    )
    .limit(1);
  const address = {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  };
  const members = await db
    .insert(t.usuario)
    .values([
      {
        nome: 'Ana',
        sobrenome: 'Demonstração',
        genero: 'Feminino',
        cpf: completeCpf('529982247'),
        dataNascimento: bornYearsAgo(now, 32),
        email: DEMO_EMAILS.complete,
        telefone: '(11) 98765-4321',
        celularAtivo: true,
        dataAlteracaoCelular: now,
        ...address,
        senhaHash,
        emailConfirmadoEm: now,
        cadastroCompleto: true,
        aceitaFluxoFanpush: true,
        emailOptin: true,
        pilotoFavoritoId: driver?.id ?? null,
      },
      {
        nome: 'Bruno',
        sobrenome: 'Demonstração',
        email: DEMO_EMAILS.incomplete,
        telefone: '(21) 99876-5432',
        senhaHash,
        emailConfirmadoEm: now,
        cadastroCompleto: false,
      },
      {
        nome: 'Caio',
        sobrenome: 'Demonstração',
        genero: 'Masculino',
        cpf: completeCpf('111444777'),
        dataNascimento: bornYearsAgo(now, 15),
        email: DEMO_EMAILS.minor,
        telefone: '(31) 99123-4567',
        ...address,
        senhaHash,
        exigeResponsavel: true,
        emailResponsavel: 'responsavel.caio@stockclub.example.com',
        emailConfirmadoEm: now,
        cadastroCompleto: true,
        pilotoFavoritoId: driver?.id ?? null,
      },
    ])
    .returning({ id: t.usuario.id, emailOptin: t.usuario.emailOptin });
  await db.insert(t.consentimento).values(
    members.flatMap((m) =>
      (['email', 'sms', 'whatsapp', 'termos'] as const).map((finalidade) => ({
        usuarioId: m.id,
        finalidade,
        concedido: finalidade === 'termos' || (finalidade === 'email' && m.emailOptin),
        versaoTexto: CONSENT_TEXT_VERSION,
        origem: 'cadastro',
        concedidoPor: 'titular',
      })),
    ),
  );
}
