/** Copy of the club's demo content (issue 6): survey laps, gifts and Stock Channel libraries. */

export interface SurveyQuestionSeed {
  descricao: string;
  multiplaResposta?: boolean;
  opcoes: string[];
}

/** Four laps of the rewards survey; each has at least one multiple-answer question. */
export const SURVEY_LAPS: SurveyQuestionSeed[][] = [
  [
    {
      descricao: 'Há quanto tempo você acompanha a Stock Car?',
      opcoes: ['Menos de 1 ano', 'De 1 a 5 anos', 'De 6 a 10 anos', 'Mais de 10 anos'],
    },
    {
      descricao: 'Por onde você assiste às corridas?',
      multiplaResposta: true,
      opcoes: ['TV aberta', 'TV por assinatura', 'Streaming', 'No autódromo'],
    },
  ],
  [
    {
      descricao: 'Quantas etapas você já assistiu no autódromo?',
      opcoes: ['Nenhuma', '1 ou 2', '3 a 5', 'Mais de 5'],
    },
    {
      descricao: 'Quais conteúdos você mais gosta de ver no site?',
      multiplaResposta: true,
      opcoes: ['Notícias', 'Galerias de fotos', 'Vídeos', 'Classificação', 'Bastidores'],
    },
  ],
  [
    {
      descricao: 'Com quem você costuma ir às corridas?',
      multiplaResposta: true,
      opcoes: ['Sozinho', 'Com amigos', 'Com a família', 'Com colegas de trabalho'],
    },
    {
      descricao: 'Você compraria produtos oficiais da categoria?',
      opcoes: ['Sim', 'Talvez', 'Não'],
    },
  ],
  [
    {
      descricao: 'Quais experiências você gostaria de viver em uma etapa?',
      multiplaResposta: true,
      opcoes: ['Visita aos boxes', 'Volta rápida', 'Encontro com pilotos', 'Área VIP'],
    },
    {
      descricao: 'Você indicaria o Stock Club para um amigo?',
      opcoes: ['Com certeza', 'Talvez', 'Não'],
    },
  ],
];

export const GIFTS = [
  { nome: 'Papel de parede: Super Final', slug: 'wallpaper-super-final', cor: '#ffc20e' },
  { nome: 'Papel de parede: largada noturna', slug: 'wallpaper-largada', cor: '#e4002b' },
  { nome: 'Papel de parede: grid de largada (PNG)', slug: 'wallpaper-grid', cor: '#00a3e0' },
];

export const LIBRARIES: { nome: string; videos: string[] }[] = [
  {
    nome: 'Melhores momentos',
    videos: [
      'Melhores momentos: etapa de Interlagos',
      'Melhores momentos: etapa de Goiânia',
      'Melhores momentos: etapa de Velocitta',
      'Melhores momentos: etapa de Cascavel',
      'Melhores momentos: Super Final',
    ],
  },
  {
    nome: 'Onboard',
    videos: [
      'Volta onboard em Interlagos',
      'Volta onboard no Velopark',
      'Volta onboard em Santa Cruz do Sul',
    ],
  },
  {
    nome: 'Bastidores',
    videos: [
      'Um dia com a equipe nos boxes',
      'Como é feito um pit stop',
      'Preparação do carro para a corrida',
      'O trabalho dos engenheiros na pista',
      'A rotina do piloto antes da largada',
      'Chegada dos caminhões ao autódromo',
    ],
  },
  {
    nome: 'Entrevistas',
    videos: [
      'Entrevista com o campeão da temporada',
      'Papo de pista com os estreantes',
      'Os chefes de equipe falam do campeonato',
      'Pódio: a palavra dos vencedores',
    ],
  },
  {
    nome: 'Técnica',
    videos: [
      'O motor da Stock Car explicado',
      'Pneus: como a escolha muda a corrida',
      'Aerodinâmica e o vácuo nas retas',
      'Freios e a frenagem no fim da reta',
      'Telemetria: lendo os dados de uma volta',
      'Acerto de suspensão para a chuva',
      'O push to pass e a estratégia',
      'Segurança: a célula de sobrevivência',
    ],
  },
];

/** The club home's testimonials (fan-club.md §2), as the club launched with them. */
export const TESTIMONIALS = [
  {
    nome: 'Mariana, São Paulo (SP)',
    texto:
      'Ganhei um par de ingressos respondendo à pesquisa e levei meu pai para ver a corrida em Interlagos. Inesquecível!',
  },
  {
    nome: 'Rafael, Goiânia (GO)',
    texto:
      'Votar no Fanpush e ver o meu piloto usar o empurrão extra na corrida faz a gente se sentir parte da equipe.',
  },
  {
    nome: 'Camila, Curitiba (PR)',
    texto:
      'Os vídeos dos bastidores no Stock Channel mostram um lado da categoria que eu não conhecia.',
  },
  {
    nome: 'Lucas, Porto Alegre (RS)',
    texto:
      'O cupom de desconto chegou no meu e-mail na hora. Já estou usando o papel de parede da Super Final.',
  },
];
