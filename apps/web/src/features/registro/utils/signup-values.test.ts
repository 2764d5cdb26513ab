import { completeCpf } from '@stockcar/shared/validators/cpf';
import { describe, expect, it } from 'vitest';
import { precheckBody, signupPayload } from './signup-payload.ts';
import { emptySignup, personalStepIssues, type SignupValues } from './signup-values.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

const yearsAgo = (years: number) => `01/01/${new Date().getFullYear() - years}`;

const ADULT: SignupValues = {
  ...emptySignup(),
  nome: 'Ana',
  sobrenome: 'Souza',
  genero: 'Feminino',
  cpf: completeCpf('529982247'),
  dataNascimento: yearsAgo(30),
  email: 'ana@example.com',
  emailConfirm: 'ana@example.com',
  telefone: '(11) 98765-4321',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  senha: 'Corrida#Veloz42',
  senhaConfirma: 'Corrida#Veloz42',
  aceitaTermos: true,
};

const messages = (values: Partial<SignupValues>) =>
  Object.fromEntries(
    personalStepIssues({ ...ADULT, ...values })
      .reverse()
      .map((i) => [i.path, i.message]),
  );

describe('step 0 rules from the shared RegistroSchema (fan-club.md §5)', () => {
  it('passes a complete adult Brazilian', () => {
    expect(personalStepIssues(ADULT)).toEqual([]);
  });

  it('shows the cross-field rules while other fields are still empty', () => {
    const issues = messages({ nome: '', email: 'x', senha: '', cpf: '111.111.111-11' });
    expect(issues).toMatchObject({
      nome: clubePtBr.obrigatorio,
      email: clubePtBr.emailInvalido,
      senha: clubePtBr.senhaRequisitos,
      cpf: clubePtBr.cpfInvalido,
      senhaConfirma: clubePtBr.senhasDiferentes,
      emailConfirm: clubePtBr.emailsDiferentes,
    });
  });

  it('does not blame a confirmation equal to an invalid original', () => {
    const issues = messages({ email: 'ana+x@example.com', emailConfirm: 'ana+x@example.com' });
    expect(issues.email).toBe(clubePtBr.emailInvalido);
    expect(issues.emailConfirm).toBeUndefined();
  });

  it('blocks under 14 and asks a guardian e-mail from 14 to 17', () => {
    expect(messages({ dataNascimento: yearsAgo(13) }).dataNascimento).toBe(clubePtBr.menorDe14);
    expect(messages({ dataNascimento: '31/02/2000' }).dataNascimento).toBe(clubePtBr.dataInvalida);
    expect(messages({ dataNascimento: yearsAgo(15) }).EmailResponsavel).toBe(
      clubePtBr.responsavelObrigatorio,
    );
    expect(messages({ dataNascimento: yearsAgo(15), EmailResponsavel: 'mae@example.com' })).toEqual(
      {},
    );
  });

  it('lets a foreigner leave CPF and address out but asks the country', () => {
    const foreign = { estrangeiro: true, cpf: '', cep: '', uf: '', telefone: '+5491123456789' };
    expect(messages(foreign)).toEqual({ pais: clubePtBr.paisObrigatorio });
    expect(messages({ ...foreign, pais: 'AR' })).toEqual({});
  });
});

describe('sign-up bodies', () => {
  it('pre-checks with the phone as celular and telefone', () => {
    expect(precheckBody(ADULT)).toEqual({
      email: ADULT.email,
      cpf: ADULT.cpf,
      celular: ADULT.telefone,
      telefone: ADULT.telefone,
      EmailResponsavel: '',
      estrangeiro: false,
    });
  });

  it("sends the favourite driver's idPiloto and the captcha, Brazilians as BR", () => {
    const payload = signupPayload(ADULT, { 1: '7', 2: '' }, 'captcha-resolvido');
    expect(payload.success).toBe(true);
    expect(payload.data).toMatchObject({
      pais: 'BR',
      responses: [{ idPesquisaPerfil: 1, resposta: '7' }],
      captcha: 'captcha-resolvido',
      optaEmail: false,
      optaSms: false,
      optaWhatsapp: false,
    });
  });
});
