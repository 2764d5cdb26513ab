import { paths } from '../../../config/paths.ts';
import { EVENT_CATEGORY_SLUG } from '../utils/event-category.ts';
import type { EventContent } from './event-types.ts';

/** `/belo-horizonte`: the festival weekend; its ticket link comes from the runtime settings. */
export const BELO_HORIZONTE: EventContent = {
  kicker: 'Festival · Belo Horizonte',
  title: 'BH Stock Festival',
  lead: 'Três dias de velocidade, música e comida mineira na Pampulha. O BH Stock Festival leva a Stock Car Pro Series para as ruas em volta do Mineirão e transforma a etapa de Belo Horizonte em uma festa para a cidade inteira.',
  scene: 'festival',
  sceneLabel:
    'Ilustração do festival à noite, com a Serra do Curral ao fundo e luzes sobre a pista',
  facts: [
    { label: 'Local', value: 'Circuito de rua no entorno do Mineirão, Pampulha' },
    { label: 'Extensão', value: '2,9 km' },
    { label: 'Curvas', value: '12' },
    { label: 'Duração', value: 'Sexta a domingo' },
    { label: 'Classificação indicativa', value: 'Livre, com as regras de entrada de menores' },
  ],
  sections: [
    {
      heading: 'Muito além da corrida',
      paragraphs: [
        'Entre um treino e outro, o público aproveita a Fan Zone com simuladores, pit stop desafio e sessões de autógrafos com os pilotos. À noite, o palco principal recebe shows de artistas mineiros e nacionais, e a praça de alimentação reúne pão de queijo, feijão tropeiro, cachaças e cervejas artesanais do estado.',
        'A exposição Opala 79 traz carros que marcaram a história da categoria, do primeiro Opala de 1979 aos protótipos atuais, e o espaço kids tem kart elétrico e oficinas de pintura de capacete para os pequenos.',
      ],
    },
    {
      heading: 'Programação',
      paragraphs: ['Portões abertos das 9h às 23h nos três dias.'],
      items: [
        'Sexta-feira: treinos livres, abertura da Fan Zone e show de abertura.',
        'Sábado: classificação da Pro Series, corridas de apoio e shows no palco principal.',
        'Domingo: as duas corridas da Pro Series, pódio aberto ao público e show de encerramento.',
      ],
    },
    {
      heading: 'Ingressos',
      paragraphs: [
        'Há opções de arquibancada, Fan Zone com acesso ao paddock em horários marcados e camarotes com vista para a reta principal. O ingresso de qualquer setor dá acesso aos shows do dia. Estudantes, professores, pessoas com deficiência e pessoas a partir de 60 anos pagam meia-entrada, com documento comprobatório.',
        'Crianças e adolescentes de 2 a 18 anos entram somente com o responsável legal e com ingresso adquirido; menores de 2 anos não são admitidos.',
      ],
    },
    {
      heading: 'Como chegar',
      paragraphs: [
        'Use o transporte público: as linhas do MOVE que atendem a Pampulha param perto do Mineirão e a prefeitura reforça os horários durante o festival. Não há estacionamento no local; as vias em volta do circuito ficam fechadas ao trânsito de sexta a domingo.',
      ],
    },
  ],
  related: [
    {
      label: 'A história da Stock Car em BH',
      href: paths.category.historiaBh.href(EVENT_CATEGORY_SLUG),
    },
    {
      label: 'Regras de entrada de menores',
      href: paths.category.termoMenorIdade.href(EVENT_CATEGORY_SLUG),
    },
  ],
};
