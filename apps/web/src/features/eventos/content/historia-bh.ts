import { paths } from '../../../config/paths.ts';
import { EVENT_CATEGORY_SLUG } from '../utils/event-category.ts';
import type { EventContent } from './event-types.ts';

/** `/historia-bh`: how Belo Horizonte got its street race and festival. */
export const HISTORIA_BH: EventContent = {
  kicker: 'História',
  title: 'Belo Horizonte entra na pista',
  lead: 'A capital mineira nunca teve um autódromo, mas sempre teve torcida. A história de como a Stock Car chegou às ruas da Pampulha passa por uma cidade apaixonada por carros, um cartão-postal tombado pela UNESCO e muito trabalho de engenharia.',
  scene: 'archive',
  sceneLabel:
    'Ilustração em tom de arquivo de um carro de turismo antigo com a bandeira quadriculada',
  sections: [
    {
      heading: 'Uma cidade que gosta de carro',
      paragraphs: [
        'Minas Gerais é um dos grandes polos da indústria automobilística do país desde 1976, quando a Fiat inaugurou sua fábrica em Betim, na região metropolitana. Encontros de carros antigos, clubes de Opala e arrancadas lotadas mostram que a paixão pela velocidade sempre esteve presente na cidade, mesmo sem um autódromo.',
        'Durante anos, os fãs mineiros pegaram a estrada até Goiânia, São Paulo ou Curitiba para ver a Stock Car de perto. Trazer a categoria para Belo Horizonte era um pedido antigo da torcida.',
      ],
    },
    {
      heading: 'Por que a Pampulha',
      paragraphs: [
        'A região da Pampulha reúne o Mineirão, o Mineirinho e avenidas largas, capazes de receber uma pista temporária com arquibancadas e paddock. Ali perto está o Conjunto Moderno da Pampulha, projetado por Oscar Niemeyer e reconhecido como Patrimônio Mundial pela UNESCO em 2016, que dá ao evento um cenário único.',
        'O traçado foi desenhado para não tocar no conjunto tombado, aproveitando as vias em volta do estádio e as áreas de estacionamento.',
      ],
    },
    {
      heading: 'Da prancheta à largada',
      paragraphs: [
        'Foram meses de projeto com a prefeitura, os órgãos de trânsito e a Confederação Brasileira de Automobilismo, que homologa o circuito. A montagem leva cerca de três semanas: quilômetros de barreiras de concreto, telas de proteção, arquibancadas, boxes e centro de controle de prova.',
        'O asfalto recapeado para a corrida fica de legado para quem passa pela região o ano inteiro.',
      ],
    },
    {
      heading: 'Nasce o festival',
      paragraphs: [
        'Desde o início, a proposta foi ir além da corrida. Shows, gastronomia mineira, Fan Zone e exposição de carros históricos transformaram a etapa no BH Stock Festival, um evento para quem é fã de automobilismo e para quem só quer aproveitar o fim de semana com a família.',
      ],
    },
  ],
  tags: ['PRO SERIES', 'Belo Horizonte', 'BH Stock Festival', 'Pampulha', 'História'],
  related: [
    { label: 'O BH Stock Festival', href: paths.category.beloHorizonte.href(EVENT_CATEGORY_SLUG) },
  ],
};
