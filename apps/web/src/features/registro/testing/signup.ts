import { createHash } from 'node:crypto';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import type { CaptchaDesafio } from '@stockcar/shared/schemas/clube/captcha';
import type { PilotoCard } from '@stockcar/shared/schemas/racing';
import { completeCpf } from '@stockcar/shared/validators/cpf';
import { problem, reply } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { registroHandlers } from './handlers.ts';

export const yearsAgo = (years: number) => `0101${new Date().getFullYear() - years}`;

export const PILOTO: PilotoCard = {
  idPiloto: 7,
  nome: 'Rubens',
  sobrenome: 'Barrichello',
  numero: '111',
  pontuacao: 0,
  imagem: '/img/rubens.png',
  imagemB: '/img/rubens-b.png',
  logoMontadora: '',
  logoEquipe: '',
  carro: '',
  equipe: 'Full Time',
  subcategoria: null,
};

const salt = 'sal?expires=1999999999';
const DESAFIO: CaptchaDesafio = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${salt}42`).digest('hex'),
  maxnumber: 100,
  salt,
  signature: 'assinatura',
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The sign-up's calls answered in memory (the address's CEP is not found); a test's own handlers
 * answer first. Returns the calls, their path without the API prefix.
 */
export function serveSignup(...handlers: HttpHandler[]): Call[] {
  server.use(
    registroHandlers.checkUsuarioExiste({ existe: false }),
    registroHandlers.getPilotosFavoritos({ pilotos: [PILOTO] }),
    registroHandlers.getPerguntasRegistro({ perguntas: [] }),
    libHandlers.getCaptcha(DESAFIO),
    registroHandlers.sendRegistro(
      reply(201, {
        idUsuario: 1,
        email: 'ana@example.com',
        aguardandoCodigoSms: false,
        aguardandoResponsavel: false,
      }),
    ),
    libHandlers.getCep('01310100', problem(404, clubePtBr.cepNaoEncontrado)),
  );
  server.use(...handlers);
  return recordRequests(({ method, key, body }) => ({
    method,
    url: key.slice(method.length + 1),
    body,
  }));
}

const text = (name: RegExp) => screen.getByRole('textbox', { name });

/** One change per field (a paste), so a whole form fills fast on a busy machine. */
async function put(user: UserEvent, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

/** Types a valid adult Brazilian's step 0; `values` overrides what is typed. */
export async function fillPersonalStep(user: UserEvent, values: Record<string, string> = {}) {
  const v = {
    nome: 'Ana',
    cpf: completeCpf('529982247'),
    data: yearsAgo(30),
    email: 'ana@example.com',
    emailConfirm: values.email ?? 'ana@example.com',
    telefone: '11987654321',
    ...values,
  };
  await put(user, text(/^Nome/), v.nome);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Gênero/ }), 'Feminino');
  await put(user, text(/^CPF/), v.cpf);
  await put(user, text(/^Data de nascimento/), v.data);
  await put(user, text(/^E-mail$/), v.email);
  // The confirmations refuse a paste (fan-club.md §5): typed.
  await user.type(text(/^Confirme o e-mail/), v.emailConfirm);
  await put(user, text(/^Celular/), v.telefone);
  await put(user, text(/^CEP/), '01310100');
  await put(user, text(/^Endereço/), 'Avenida Paulista');
  await put(user, text(/^Bairro/), 'Bela Vista');
  await put(user, text(/^Cidade/), 'São Paulo');
  await user.selectOptions(screen.getByRole('combobox', { name: /^UF/ }), 'SP');
  await put(user, screen.getByLabelText(/^Senha/), 'Corrida#Veloz42');
  await user.type(screen.getByLabelText(/^Confirme a senha/), 'Corrida#Veloz42');
  await user.click(screen.getByRole('checkbox', { name: /termos de uso/ }));
  // Continuar also waits for the password strength estimator, which loads with the field.
  await screen.findByText(/^Difícil de adivinhar/);
}
