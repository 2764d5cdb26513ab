import type { TranslationsOf } from '../resources.ts';
import { clubePtBr } from '../clube/pt-br.ts';

/**
 * Sign-up texts in Portuguese (fan-club.md §1: the sign-up is the club screen with English).
 * A namespace of its own, registered by the sign-up chunk (lib/club/signup-i18n.ts).
 */
export const signupPtBr = {
  page: {
    title: 'Cadastro Stock Club',
    lead: 'Faça parte do clube de fãs da Stock Car: descontos, sorteios e bastidores.',
    language: 'Idioma do cadastro',
    login: 'Já tem conta? Entrar',
  },
  steps: { personal: 'Dados pessoais', driver: 'Piloto favorito', progress: 'Etapa {{n}} de 2' },
  fields: {
    nome: 'Nome',
    sobrenome: 'Sobrenome',
    genero: 'Gênero',
    select: 'Selecione',
    estrangeiro: 'Sou estrangeiro',
    pais: 'País',
    cpf: 'CPF',
    optional: '(opcional)',
    dataNascimento: 'Data de nascimento',
    dateHint: 'dd/mm/aaaa',
    emailResponsavel: 'E-mail do responsável',
    guardianHint:
      'Menores de 18 anos precisam da autorização do responsável: enviaremos um e-mail para ele.',
    email: 'E-mail',
    emailConfirm: 'Confirme o e-mail',
    telefone: 'Celular',
    cep: 'CEP',
    cepSearching: 'Buscando endereço…',
    logradouro: 'Endereço',
    bairro: 'Bairro',
    cidade: 'Cidade',
    uf: 'UF',
    senha: 'Senha',
    senhaConfirma: 'Confirme a senha',
    optIns: 'Quero receber novidades do Stock Club por:',
    optaEmail: 'E-mail',
    optaSms: 'SMS',
    optaWhatsapp: 'WhatsApp',
    termsBefore: 'Li e aceito os ',
    termsLink: 'termos de uso',
    newTab: '(abre em nova aba)',
  },
  generos: {
    Feminino: 'Feminino',
    Masculino: 'Masculino',
    'não-binário': 'não-binário',
    'prefiro não dizer': 'prefiro não dizer',
  },
  actions: {
    continue: 'Continuar',
    checking: 'Verificando…',
    submit: 'Cadastrar',
    back: 'Voltar para os dados pessoais',
    incomplete: clubePtBr.preenchaTodos,
    retry: 'Tentar novamente',
  },
  drivers: {
    legend: 'Escolha o seu piloto favorito',
    loading: 'Carregando pilotos…',
    error: 'Não foi possível carregar os pilotos agora. Tente novamente.',
    empty: 'Nenhum piloto disponível no momento.',
    number: 'Nº {{numero}}',
    questionsError: 'Não foi possível carregar as perguntas do cadastro. Tente novamente.',
  },
  existing: { title: 'Atenção', text: clubePtBr.usuarioJaCadastrado, ok: 'OK', close: 'Fechar' },
  sms: {
    title: 'Confirme o seu celular',
    text: 'Enviamos um código de {{length}} dígitos por SMS para {{celular}}.',
    label: 'Código recebido por SMS',
    confirm: 'Confirmar',
    confirming: 'Confirmando…',
    resendIn: 'Você pode pedir um novo código em {{seconds}} s.',
    resend: 'Reenviar código',
    sent: clubePtBr.tokenEnviado,
    failure: clubePtBr.tokenFalha,
  },
  done: {
    title: 'Cadastro realizado!',
    email: 'Enviamos um e-mail para {{email}}. Abra o link da mensagem para ativar a sua conta.',
    guardian:
      'Como você tem menos de 18 anos, o seu responsável também precisa autorizar o cadastro pelo link que enviamos para o e-mail dele.',
    login: 'Ir para o login',
  },
  /** Each language by its own name, whichever is shown. */
  languages: { 'pt-br': 'Português', en: 'English' },
  phone: { country: 'País do celular', number: 'Número do celular' },
  failure: clubePtBr.cadastroFalha,
  /** The shared rules' messages by clube key: English translates them. */
  errors: {
    senhasDiferentes: clubePtBr.senhasDiferentes,
    senhaRequisitos: clubePtBr.senhaRequisitos,
    cpfInvalido: clubePtBr.cpfInvalido,
    dataInvalida: clubePtBr.dataInvalida,
    menorDe14: clubePtBr.menorDe14,
    emailsDiferentes: clubePtBr.emailsDiferentes,
    emailInvalido: clubePtBr.emailInvalido,
    celularInvalido: clubePtBr.celularInvalido,
    celularSemSms: clubePtBr.celularSemSms,
    obrigatorio: clubePtBr.obrigatorio,
    senhaLonga: clubePtBr.senhaLonga,
    senhaComum: clubePtBr.senhaComum,
    senhaFraca: clubePtBr.senhaFraca,
    responsavelObrigatorio: clubePtBr.responsavelObrigatorio,
    responsavelIgual: clubePtBr.responsavelIgual,
    responsavelInvalido: clubePtBr.responsavelInvalido,
    aceiteTermos: clubePtBr.aceiteTermos,
    paisObrigatorio: clubePtBr.paisObrigatorio,
    pilotoObrigatorio: clubePtBr.pilotoObrigatorio,
    generoInvalido: clubePtBr.generoInvalido,
    ufInvalida: clubePtBr.ufInvalida,
    cepInvalido: clubePtBr.cepInvalido,
    cepIndisponivel: clubePtBr.cepIndisponivel,
  },
};

/** Every language carries the same keys as Portuguese. */
export type SignupTranslations = TranslationsOf<typeof signupPtBr>;
