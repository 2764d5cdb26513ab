import { CLUB_TEXTS } from '@stockcar/shared/clube-texts';
import { completeCpf } from '@stockcar/shared/validators/cpf';
import { describe, expect, it } from 'vitest';
import { precheckBody, signupPayload } from './signup-payload.ts';
import { emptySignup, personalStepIssues, type SignupValues } from './signup-values.ts';

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
      nome: CLUB_TEXTS.obrigatorio,
      email: CLUB_TEXTS.emailInvalido,
      senha: CLUB_TEXTS.senhaRequisitos,
      cpf: CLUB_TEXTS.cpfInvalido,
      senhaConfirma: CLUB_TEXTS.senhasDiferentes,
      emailConfirm: CLUB_TEXTS.emailsDiferentes,
    });
  });

  it('does not blame a confirmation equal to an invalid original', () => {
    const issues = messages({ email: 'ana+x@example.com', emailConfirm: 'ana+x@example.com' });
    expect(issues.email).toBe(CLUB_TEXTS.emailInvalido);
    expect(issues.emailConfirm).toBeUndefined();
  });

  it('blocks under 14 and asks a guardian e-mail from 14 to 17', () => {
    expect(messages({ dataNascimento: yearsAgo(13) }).dataNascimento).toBe(CLUB_TEXTS.menorDe14);
    expect(messages({ dataNascimento: '31/02/2000' }).dataNascimento).toBe(CLUB_TEXTS.dataInvalida);
    expect(messages({ dataNascimento: yearsAgo(15) }).EmailResponsavel).toBe(
      CLUB_TEXTS.responsavelObrigatorio,
    );
    expect(messages({ dataNascimento: yearsAgo(15), EmailResponsavel: 'mae@example.com' })).toEqual(
      {},
    );
  });

  it('lets a foreigner leave CPF and address out but asks the country', () => {
    const foreign = { estrangeiro: true, cpf: '', cep: '', uf: '', telefone: '+5491123456789' };
    expect(messages(foreign)).toEqual({ pais: CLUB_TEXTS.paisObrigatorio });
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
