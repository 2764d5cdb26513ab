import { paths } from '../../../config/paths.ts';
import { EVENT_CATEGORY_SLUG } from '../utils/event-category.ts';
import type { EventContent } from './event-types.ts';

/** `/galeao`: the street race at Rio de Janeiro's international airport. */
export const GALEAO: EventContent = {
  kicker: 'Corrida de rua · Rio de Janeiro',
  title: 'Stock Car no Galeão',
  lead: 'A Stock Car Pro Series volta ao Rio de Janeiro com uma pista única no mundo: um circuito de rua montado dentro do Aeroporto Internacional Tom Jobim, o Galeão, na Ilha do Governador, com aviões decolando ao lado da reta.',
  scene: 'airport',
  sceneLabel:
    'Ilustração de um carro de corrida na pista montada ao lado da pista de pouso do aeroporto',
  facts: [
    { label: 'Local', value: 'Aeroporto Internacional Tom Jobim (Galeão), Ilha do Governador' },
    { label: 'Extensão', value: '3,2 km' },
    { label: 'Curvas', value: '11' },
    { label: 'Sentido', value: 'Horário' },
    { label: 'Corridas', value: 'Duas no domingo' },
  ],
  sections: [
    {
      heading: 'O Rio de volta ao calendário',
      paragraphs: [
        'Desde a demolição do Autódromo de Jacarepaguá, em 2012, para as obras do Parque Olímpico, a cidade onde Nelson Piquet venceu o Grande Prêmio do Brasil de Fórmula 1 ficou sem um lugar para receber a principal categoria do automobilismo brasileiro.',
        'A solução veio do céu: uma área de pátio e vias de serviço do Galeão, separada das operações de voo, vira durante um fim de semana um circuito de rua com arquibancadas, boxes e paddock completos.',
      ],
    },
    {
      heading: 'A pista',
      paragraphs: [
        'O traçado de 3,2 km combina uma reta de mais de um quilômetro, onde os carros passam dos 250 km/h, com uma sequência de curvas de baixa velocidade desenhada entre barreiras de concreto. O asfalto do aeroporto, feito para suportar aviões de grande porte, oferece muita aderência, mas é abrasivo: a estratégia de pneus costuma decidir a corrida.',
        'Muros próximos, pouca área de escape e ultrapassagens na freada do fim da reta fazem do Galeão uma das etapas mais disputadas da temporada.',
      ],
    },
    {
      heading: 'O fim de semana',
      paragraphs: [
        'A programação completa, com horários atualizados, fica na página de programação da etapa.',
      ],
      items: [
        'Sexta-feira: treinos livres e shakedown.',
        'Sábado: treinos livres e classificação, com a disputa pela pole position.',
        'Domingo: corrida 1, com o grid definido na classificação, e corrida 2, com os dez primeiros da corrida 1 largando em ordem invertida.',
      ],
    },
    {
      heading: 'Como chegar',
      paragraphs: [
        'O BRT TransCarioca tem terminal no aeroporto e liga o Galeão à Barra da Tijuca e à Zona Norte. De carro, o acesso é pela Linha Vermelha, com estacionamento sinalizado para o público do evento. O aeroporto funciona normalmente durante todo o fim de semana: quem vai viajar deve seguir a sinalização para os terminais de passageiros.',
      ],
    },
  ],
  related: [
    { label: 'Calendário de etapas', href: paths.category.etapas.href(EVENT_CATEGORY_SLUG) },
    {
      label: 'Regras de entrada de menores',
      href: paths.category.termoMenorIdade.href(EVENT_CATEGORY_SLUG),
    },
  ],
};
