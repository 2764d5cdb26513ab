import type { TranslationsOf } from '../resources.ts';
/**
 * Texts of the institutional screens (legal pages, ESG, minors' terms) and of the event pages,
 * in Portuguese. A namespace of its own, registered by those screens' lazy chunks
 * (lib/institutional-i18n.ts). The long copy of ESG lives in a content module under its feature;
 * the event pages' copy comes from the API (the newsroom edits it in the console).
 */
export const institutionalPtBr = {
  common: {
    loading: 'Carregando…',
    retry: 'Tentar novamente',
    newTab: '(abre em nova aba)',
  },
  legal: {
    subtitle: 'Institucional',
    empty: 'Este texto ainda não foi publicado. Volte em breve.',
    error: 'Não foi possível carregar o texto agora. Tente novamente em instantes.',
  },
  retention: {
    title: 'Por quanto tempo guardamos seus dados',
    intro:
      'Guardamos cada dado só pelo tempo necessário para a finalidade dele. Passado o prazo, ele é apagado automaticamente.',
    candidates: 'Candidaturas ao banco de talentos e currículos: {{period}} após o envio.',
    leads:
      'Propostas comerciais e cadastros de interessados em patrocínio: {{period}} após o envio.',
    outbox: 'Registro dos e-mails e SMS que o site enviou: {{period}}.',
    expired:
      'Sessões de acesso, códigos enviados por SMS e links enviados por e-mail: {{period}} depois de expirarem ou serem encerrados.',
    loginFailures: 'Registros de tentativas de login sem sucesso: {{period}}.',
    revocationProof:
      'Quando um responsável revoga a autorização de um menor, a conta do menor é apagada na hora; o registro da revogação (e-mail do responsável, data e endereço IP) fica guardado {{period}} como prova do pedido.',
    account:
      'Os dados da sua conta no Stock Club ficam guardados enquanto ela existir. Você pode baixá-los ou excluir a conta quando quiser, na página Meus dados do Stock Club.',
    months_one: '{{count}} mês',
    months_other: '{{count}} meses',
    days_one: '{{count}} dia',
    days_other: '{{count}} dias',
    hours_one: '{{count}} hora',
    hours_other: '{{count}} horas',
  },
  esg: {
    pillars: 'Os três pilares',
    goals: 'Metas',
  },
  minors: {
    title: 'Termo de menor de idade',
    subtitle: 'Entrada de crianças e adolescentes nos eventos',
    intro:
      'A Stock Car é um programa para toda a família. Para que crianças e adolescentes aproveitem o fim de semana de corrida com segurança, a entrada nos autódromos segue as regras abaixo.',
    rulesTitle: 'Regras de entrada',
    notAdmitted: 'Crianças com menos de {{min}} anos não são admitidas nos eventos.',
    withGuardian:
      'De {{min}} a {{max}} anos, a entrada só é permitida com o responsável legal e com ingresso adquirido.',
    documents:
      'É obrigatório apresentar documento original com foto do menor e do responsável legal.',
    form: 'Imprima o termo de responsabilidade, preencha, assine e entregue na entrada do autódromo junto com os documentos.',
    download: 'Baixar o termo (PDF)',
    downloadHint: 'Arquivo PDF de uma página, pronto para imprimir.',
  },
  events: {
    facts: 'Ficha',
    tags: 'Tags',
    related: 'Leia também',
    buyTickets: 'Comprar ingressos',
    ticketsNote: 'A venda é feita pela plataforma oficial de ingressos do festival.',
    error: 'Não foi possível carregar esta página agora. Tente novamente em instantes.',
  },
};

/** Every language carries the same keys as Portuguese. */
export type InstitutionalTranslations = TranslationsOf<typeof institutionalPtBr>;
