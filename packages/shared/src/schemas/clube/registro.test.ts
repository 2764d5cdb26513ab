import { describe, expect, it } from 'vitest';
import { PerfilResponseSchema, PerfilUpdateSchema } from '../clube-perfil.ts';
import { RegistroSchema, UsuarioExisteSchema } from './registro.ts';
import { PerfilSessaoResponseSchema } from '../usuario-sessao.ts';

const adult = {
  nome: 'Ana Souza',
  genero: 'Feminino',
  cpf: '529.982.247-25',
  dataNascimento: '15/06/1990',
  email: 'ana@exemplo.com',
  emailConfirm: 'ana@exemplo.com',
  telefone: '(11) 98765-4321',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  senha: 'Piloto#Veloz2024',
  senhaConfirma: 'Piloto#Veloz2024',
  aceitaTermos: true,
  responses: [{ idPesquisaPerfil: 1, resposta: '7' }],
  captcha: 'payload',
};

function messages(input: unknown) {
  const r = RegistroSchema.safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('sign-up schema', () => {
  it('accepts a complete adult and defaults the opt-ins to false', () => {
    const r = RegistroSchema.parse(adult);
    expect(r).toMatchObject({ optaEmail: false, optaSms: false, optaWhatsapp: false, pais: 'BR' });
  });

  it('reports each broken rule on its field', () => {
    expect(
      messages({
        ...adult,
        cpf: '111.111.111-11',
        emailConfirm: 'outra@exemplo.com',
        senhaConfirma: 'Piloto#Veloz2025',
        aceitaTermos: false,
        cep: '',
        responses: [],
      }),
    ).toEqual({
      cpf: '- Número de CPF inválido',
      emailConfirm: 'Ambos os campos de email devem ser iguais',
      senhaConfirma: ' - Ambos campos de senha devem ser iguais',
      aceitaTermos: 'É preciso aceitar os termos de uso.',
      cep: 'CEP inválido: use o formato 99999-999.',
      responses: 'Escolha o seu piloto favorito.',
    });
  });

  it('needs a guardian e-mail for ages 14 to 17, different and without +', () => {
    const year = new Date().getFullYear() - 15;
    const teen = { ...adult, dataNascimento: `01/01/${year}` };
    expect(messages(teen)).toEqual({
      EmailResponsavel: 'Informe o e-mail do responsável (menores de 18 anos).',
    });
    expect(messages({ ...teen, EmailResponsavel: 'ANA@exemplo.com' })).toEqual({
      EmailResponsavel: 'O e-mail do responsável deve ser diferente do seu e-mail.',
    });
    expect(messages({ ...teen, EmailResponsavel: 'mae+ana@exemplo.com' })).toEqual({
      EmailResponsavel: 'E-mail do responsável inválido',
    });
    expect(messages({ ...teen, EmailResponsavel: 'mae@exemplo.com' })).toEqual({});
  });

  it('blocks under 14 with the spec text', () => {
    const year = new Date().getFullYear() - 13;
    expect(messages({ ...adult, dataNascimento: `31/12/${year}` })).toEqual({
      dataNascimento: 'Usuário menor de 14 anos NÃO pode ser cadastrar na plataforma',
    });
  });

  it('lets a foreigner skip CPF and address but needs a country and a mobile', () => {
    const foreign = { ...adult, estrangeiro: true, cpf: '', cep: '', uf: '', pais: 'AR' };
    expect(messages({ ...foreign, telefone: '+5491123456789' })).toEqual({});
    expect(messages({ ...foreign, telefone: '+541123456789', pais: 'BR' })).toEqual({
      pais: 'Selecione o seu país.',
      telefone: 'Este número não recebe SMS: informe um celular válido.',
    });
    // A Brazilian must give a Brazilian number.
    expect(messages({ ...adult, telefone: '+5491123456789' })).toEqual({
      telefone: 'Número de Celular inválido',
    });
  });

  it('pre-check validates the CPF and the guardian e-mail', () => {
    expect(UsuarioExisteSchema.safeParse({ email: 'a@x.com', cpf: '529.982.247-25' }).success).toBe(
      true,
    );
    expect(UsuarioExisteSchema.safeParse({ email: 'a@x.com', cpf: '529.982.247-24' }).success).toBe(
      false,
    );
    expect(UsuarioExisteSchema.safeParse({ email: 'a@x.com', estrangeiro: true }).success).toBe(
      true,
    );
    expect(
      UsuarioExisteSchema.safeParse({
        email: 'a@x.com',
        estrangeiro: true,
        EmailResponsavel: 'a@x.com',
      }).success,
    ).toBe(false);
  });
});

describe('profile schemas', () => {
  const perfil = {
    idUsuario: 3,
    name: 'Ana',
    sobrenome: 'Souza',
    email: 'ana@exemplo.com',
    cpf: '529.982.247-25',
    foto: '',
    cadastroCompleto: true,
    genero: 'Feminino',
    dataNascimento: '15/06/1990',
    emailConfirm: 'ana@exemplo.com',
    phone: '(11) 98765-4321',
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    pais: 'BR',
    estrangeiro: false,
    celularAtivo: false,
    dataAlteracaoCelular: null,
    telefonePendente: '',
    aceitaFluxoFanpush: false,
    emailOptin: false,
    smsOptin: false,
    whatsAppOptin: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    pilotoFavorito: null,
  };

  it('a full profile is read by the web shell as its session user', () => {
    const body = PerfilResponseSchema.parse({ perfil });
    expect(PerfilSessaoResponseSchema.parse(body).perfil).toMatchObject({
      idUsuario: 3,
      cpf: perfil.cpf,
    });
  });

  it('the profile sent back as it came is a valid update', () => {
    const r = PerfilUpdateSchema.safeParse(perfil);
    expect(r.success).toBe(true);
    const bad = PerfilUpdateSchema.safeParse({ ...perfil, emailConfirm: 'x@y.com', phone: '123' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['emailConfirm', 'phone']),
    );
  });
});
