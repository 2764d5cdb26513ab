import type * as s from '../../src/db/schema/index.ts';

/**
 * The members the fuzz calls as: the complete adult most routes expect, and the states that
 * take other branches (half-made profile, foreigner, minor awaiting the guardian, ...).
 */
export const MEMBER_KINDS = {
  completo: {},
  incompleto: { cadastroCompleto: false, dataNascimento: null, telefone: '', cep: '' },
  estrangeiro: {
    estrangeiro: true,
    cpf: null,
    pais: 'US',
    telefone: '+12025550143',
    cep: '',
    logradouro: '',
    bairro: '',
    cidade: '',
    uf: '',
  },
  menor: {
    dataNascimento: `${new Date().getFullYear() - 15}-03-10`,
    exigeResponsavel: true,
    emailResponsavel: 'responsavel@exemplo.com',
  },
  naoConfirmado: { emailConfirmadoEm: null },
  semCelular: { celularAtivo: false, aceitaFluxoFanpush: false },
} satisfies Record<string, Partial<typeof s.usuario.$inferInsert>>;

export type MemberKind = keyof typeof MEMBER_KINDS;

export const MEMBER_KIND_NAMES = Object.keys(MEMBER_KINDS) as MemberKind[];
