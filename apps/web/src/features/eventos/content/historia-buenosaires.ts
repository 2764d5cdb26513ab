import { paths } from '../../../config/paths.ts';
import { EVENT_CATEGORY_SLUG } from '../utils/event-category.ts';
import type { EventContent } from './event-types.ts';

/** `/historia-buenosaires`: how the series came to race in Argentina. */
export const HISTORIA_BUENOS_AIRES: EventContent = {
  kicker: 'História',
  title: 'Vizinhos de pista: a história da Stock Car em Buenos Aires',
  lead: 'Brasil e Argentina dividem uma das rivalidades mais apaixonadas do esporte. No automobilismo, essa rivalidade virou parceria quando a Stock Car decidiu levar uma etapa para o outro lado da fronteira.',
  scene: 'archive',
  sceneLabel:
    'Ilustração em tom de arquivo de um carro de turismo antigo com a bandeira quadriculada',
  sections: [
    {
      heading: 'Duas paixões por carros de turismo',
      paragraphs: [
        'Enquanto a Stock Car nascia no Brasil em 1979, com os Chevrolet Opala, a Argentina já vivia há décadas a febre do Turismo Carretera, categoria criada em 1937 e disputada originalmente em estradas de terra que cruzavam o país. Os irmãos Oscar e Juan Gálvez foram os grandes nomes dessa época e dão nome ao autódromo de Buenos Aires.',
        'Nas arquibancadas dos dois países, a mesma cultura: carros parecidos com os das ruas, disputas de porta a porta e torcidas fiéis às suas marcas.',
      ],
    },
    {
      heading: 'A primeira travessia',
      paragraphs: [
        'A ideia de correr fora do Brasil amadureceu por anos e saiu do papel em 2023, quando a Pro Series levou seu grid completo ao Autódromo Oscar y Juan Gálvez. Carros, peças e estruturas de boxes viajaram em dezenas de caminhões, cruzando a fronteira por Uruguaiana e Paso de los Libres.',
        'Para as equipes, foi um teste de logística; para os pilotos, a descoberta de uma pista que quase ninguém do grid conhecia. Simuladores e vídeos de corridas argentinas viraram material de estudo nas semanas anteriores.',
      ],
    },
    {
      heading: 'Casa cheia dos dois lados',
      paragraphs: [
        'Torcedores brasileiros atravessaram a fronteira de carro, ônibus e avião, e os argentinos lotaram as arquibancadas para conhecer a categoria que acompanhavam pela televisão. O resultado foi uma das etapas de maior público da temporada e a certeza de que Buenos Aires ficaria no calendário.',
      ],
    },
    {
      heading: 'O que vem pela frente',
      paragraphs: [
        'A etapa argentina abriu caminho para a internacionalização da Stock Car e aproximou as duas escolas do automobilismo sul-americano, com intercâmbio de pilotos, engenheiros e fornecedores.',
      ],
    },
  ],
  tags: ['PRO SERIES', 'Buenos Aires', 'Argentina', 'Autódromo Oscar y Juan Gálvez', 'História'],
  related: [
    {
      label: 'A etapa de Buenos Aires',
      href: paths.category.buenosAires.href(EVENT_CATEGORY_SLUG),
    },
  ],
};
