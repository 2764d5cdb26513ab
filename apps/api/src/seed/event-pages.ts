import type { PaginaEventoInput } from '@stockcar/shared/schemas/admin/editorial';
import type { Db } from '../db/client.ts';
import { paginaEvento } from '../db/schema/index.ts';

/** A section as the newsroom wrote it: paragraphs, then an optional list. */
interface SecaoSeed {
  titulo: string;
  paragrafos: readonly string[];
  itens?: readonly string[];
}

type PaginaEventoSeed = Omit<PaginaEventoInput, 'secoes'> & { secoes: readonly SecaoSeed[] };

/** The section as the console stores it: HTML paragraphs and list (the texts carry no markup). */
export function secaoHtml({ titulo, paragrafos, itens }: SecaoSeed) {
  const texto = [
    ...paragrafos.map((p) => `<p>${p}</p>`),
    ...(itens ? [`<ul>${itens.map((i) => `<li>${i}</li>`).join('')}</ul>`] : []),
  ].join('');
  return { titulo, texto };
}

/**
 * The pro series event pages and history articles (public-site.md §2.3) as the site launched
 * them; the newsroom edits them in the console afterwards.
 */
export const EVENT_PAGES: readonly PaginaEventoSeed[] = [
  {
    pagina: 'galeao',
    chamada: 'Corrida de rua · Rio de Janeiro',
    titulo: 'Stock Car no Galeão',
    linhaFina:
      'A Stock Car Pro Series volta ao Rio de Janeiro com uma pista única no mundo: um circuito de rua montado dentro do Aeroporto Internacional Tom Jobim, o Galeão, na Ilha do Governador, com aviões decolando ao lado da reta.',
    cena: 'airport',
    descricaoCena:
      'Ilustração de um carro de corrida na pista montada ao lado da pista de pouso do aeroporto',
    fatos: [
      {
        rotulo: 'Local',
        valor: 'Aeroporto Internacional Tom Jobim (Galeão), Ilha do Governador',
      },
      {
        rotulo: 'Extensão',
        valor: '3,2 km',
      },
      {
        rotulo: 'Curvas',
        valor: '11',
      },
      {
        rotulo: 'Sentido',
        valor: 'Horário',
      },
      {
        rotulo: 'Corridas',
        valor: 'Duas no domingo',
      },
    ],
    secoes: [
      {
        titulo: 'O Rio de volta ao calendário',
        paragrafos: [
          'Desde a demolição do Autódromo de Jacarepaguá, em 2012, para as obras do Parque Olímpico, a cidade onde Nelson Piquet venceu o Grande Prêmio do Brasil de Fórmula 1 ficou sem um lugar para receber a principal categoria do automobilismo brasileiro.',
          'A solução veio do céu: uma área de pátio e vias de serviço do Galeão, separada das operações de voo, vira durante um fim de semana um circuito de rua com arquibancadas, boxes e paddock completos.',
        ],
      },
      {
        titulo: 'A pista',
        paragrafos: [
          'O traçado de 3,2 km combina uma reta de mais de um quilômetro, onde os carros passam dos 250 km/h, com uma sequência de curvas de baixa velocidade desenhada entre barreiras de concreto. O asfalto do aeroporto, feito para suportar aviões de grande porte, oferece muita aderência, mas é abrasivo: a estratégia de pneus costuma decidir a corrida.',
          'Muros próximos, pouca área de escape e ultrapassagens na freada do fim da reta fazem do Galeão uma das etapas mais disputadas da temporada.',
        ],
      },
      {
        titulo: 'O fim de semana',
        paragrafos: [
          'A programação completa, com horários atualizados, fica na página de programação da etapa.',
        ],
        itens: [
          'Sexta-feira: treinos livres e shakedown.',
          'Sábado: treinos livres e classificação, com a disputa pela pole position.',
          'Domingo: corrida 1, com o grid definido na classificação, e corrida 2, com os dez primeiros da corrida 1 largando em ordem invertida.',
        ],
      },
      {
        titulo: 'Como chegar',
        paragrafos: [
          'O BRT TransCarioca tem terminal no aeroporto e liga o Galeão à Barra da Tijuca e à Zona Norte. De carro, o acesso é pela Linha Vermelha, com estacionamento sinalizado para o público do evento. O aeroporto funciona normalmente durante todo o fim de semana: quem vai viajar deve seguir a sinalização para os terminais de passageiros.',
        ],
      },
    ],
    tags: [],
    relacionados: [
      {
        rotulo: 'Calendário de etapas',
        href: '/stockcar/proseries/etapa',
      },
      {
        rotulo: 'Regras de entrada de menores',
        href: '/stockcar/proseries/termo-menor-idade',
      },
    ],
  },
  {
    pagina: 'belo-horizonte',
    chamada: 'Festival · Belo Horizonte',
    titulo: 'BH Stock Festival',
    linhaFina:
      'Três dias de velocidade, música e comida mineira na Pampulha. O BH Stock Festival leva a Stock Car Pro Series para as ruas em volta do Mineirão e transforma a etapa de Belo Horizonte em uma festa para a cidade inteira.',
    cena: 'festival',
    descricaoCena:
      'Ilustração do festival à noite, com a Serra do Curral ao fundo e luzes sobre a pista',
    fatos: [
      {
        rotulo: 'Local',
        valor: 'Circuito de rua no entorno do Mineirão, Pampulha',
      },
      {
        rotulo: 'Extensão',
        valor: '2,9 km',
      },
      {
        rotulo: 'Curvas',
        valor: '12',
      },
      {
        rotulo: 'Duração',
        valor: 'Sexta a domingo',
      },
      {
        rotulo: 'Classificação indicativa',
        valor: 'Livre, com as regras de entrada de menores',
      },
    ],
    secoes: [
      {
        titulo: 'Muito além da corrida',
        paragrafos: [
          'Entre um treino e outro, o público aproveita a Fan Zone com simuladores, pit stop desafio e sessões de autógrafos com os pilotos. À noite, o palco principal recebe shows de artistas mineiros e nacionais, e a praça de alimentação reúne pão de queijo, feijão tropeiro, cachaças e cervejas artesanais do estado.',
          'A exposição Opala 79 traz carros que marcaram a história da categoria, do primeiro Opala de 1979 aos protótipos atuais, e o espaço kids tem kart elétrico e oficinas de pintura de capacete para os pequenos.',
        ],
      },
      {
        titulo: 'Programação',
        paragrafos: ['Portões abertos das 9h às 23h nos três dias.'],
        itens: [
          'Sexta-feira: treinos livres, abertura da Fan Zone e show de abertura.',
          'Sábado: classificação da Pro Series, corridas de apoio e shows no palco principal.',
          'Domingo: as duas corridas da Pro Series, pódio aberto ao público e show de encerramento.',
        ],
      },
      {
        titulo: 'Ingressos',
        paragrafos: [
          'Há opções de arquibancada, Fan Zone com acesso ao paddock em horários marcados e camarotes com vista para a reta principal. O ingresso de qualquer setor dá acesso aos shows do dia. Estudantes, professores, pessoas com deficiência e pessoas a partir de 60 anos pagam meia-entrada, com documento comprobatório.',
          'Crianças e adolescentes de 2 a 18 anos entram somente com o responsável legal e com ingresso adquirido; menores de 2 anos não são admitidos.',
        ],
      },
      {
        titulo: 'Como chegar',
        paragrafos: [
          'Use o transporte público: as linhas do MOVE que atendem a Pampulha param perto do Mineirão e a prefeitura reforça os horários durante o festival. Não há estacionamento no local; as vias em volta do circuito ficam fechadas ao trânsito de sexta a domingo.',
        ],
      },
    ],
    tags: [],
    relacionados: [
      {
        rotulo: 'A história da Stock Car em BH',
        href: '/stockcar/proseries/historia-bh',
      },
      {
        rotulo: 'Regras de entrada de menores',
        href: '/stockcar/proseries/termo-menor-idade',
      },
    ],
  },
  {
    pagina: 'buenos-aires',
    chamada: 'Etapa internacional · Argentina',
    titulo: 'Stock Car em Buenos Aires',
    linhaFina:
      'A Stock Car Pro Series atravessa a fronteira e acelera no Autódromo Oscar y Juan Gálvez, o templo do automobilismo argentino, em uma etapa que reúne torcedores dos dois lados do Rio da Prata.',
    cena: 'buenos-aires',
    descricaoCena:
      'Ilustração do horizonte de Buenos Aires com o Obelisco e a pista em primeiro plano',
    fatos: [
      {
        rotulo: 'Autódromo',
        valor: 'Oscar y Juan Gálvez, Villa Riachuelo, Buenos Aires',
      },
      {
        rotulo: 'Extensão',
        valor: '4,259 km',
      },
      {
        rotulo: 'Curvas',
        valor: '15',
      },
      {
        rotulo: 'Sentido',
        valor: 'Horário',
      },
      {
        rotulo: 'Na Stock Car desde',
        valor: '2023',
      },
    ],
    secoes: [
      {
        titulo: 'Um autódromo com história',
        paragrafos: [
          'Inaugurado em 1952, o autódromo portenho recebeu o Grande Prêmio da Argentina de Fórmula 1 em várias épocas e viu Juan Manuel Fangio vencer diante da sua torcida. O nome homenageia os irmãos Oscar e Juan Gálvez, lendas do Turismo Carretera, a categoria mais popular do país.',
          'O traçado usado pela Stock Car combina a longa reta dos boxes com o miolo travado do circuito, onde a tração na saída das curvas lentas vale tanto quanto a velocidade final.',
        ],
      },
      {
        titulo: 'A corrida',
        paragrafos: [
          'Como em todas as etapas da Pro Series, são duas corridas no domingo, depois de treinos livres na sexta e da classificação no sábado. Equipes e carros viajam de caminhão desde o Brasil, numa operação logística que leva cerca de uma semana entre a ida e a volta.',
        ],
      },
      {
        titulo: 'Para o torcedor brasileiro',
        paragrafos: [
          'Brasileiros entram na Argentina com passaporte válido ou com a carteira de identidade (RG) em bom estado e emitida há menos de dez anos; a carteira de motorista não é aceita. Menores que viajam sem os dois pais precisam de autorização de viagem.',
        ],
        itens: [
          'Moeda: peso argentino. Cartões internacionais são aceitos na maior parte da cidade.',
          'Acesso: o autódromo fica no sul da cidade, junto à Avenida General Paz, com linhas de ônibus e táxis a partir do centro.',
          'Ingressos: à venda pela plataforma oficial da etapa, com setor reservado à torcida brasileira.',
        ],
      },
    ],
    tags: [],
    relacionados: [
      {
        rotulo: 'A história da Stock Car em Buenos Aires',
        href: '/stockcar/proseries/historia-buenosaires',
      },
      {
        rotulo: 'Calendário de etapas',
        href: '/stockcar/proseries/etapa',
      },
    ],
  },
  {
    pagina: 'historia-buenosaires',
    chamada: 'História',
    titulo: 'Vizinhos de pista: a história da Stock Car em Buenos Aires',
    linhaFina:
      'Brasil e Argentina dividem uma das rivalidades mais apaixonadas do esporte. No automobilismo, essa rivalidade virou parceria quando a Stock Car decidiu levar uma etapa para o outro lado da fronteira.',
    cena: 'archive',
    descricaoCena:
      'Ilustração em tom de arquivo de um carro de turismo antigo com a bandeira quadriculada',
    fatos: [],
    secoes: [
      {
        titulo: 'Duas paixões por carros de turismo',
        paragrafos: [
          'Enquanto a Stock Car nascia no Brasil em 1979, com os Chevrolet Opala, a Argentina já vivia há décadas a febre do Turismo Carretera, categoria criada em 1937 e disputada originalmente em estradas de terra que cruzavam o país. Os irmãos Oscar e Juan Gálvez foram os grandes nomes dessa época e dão nome ao autódromo de Buenos Aires.',
          'Nas arquibancadas dos dois países, a mesma cultura: carros parecidos com os das ruas, disputas de porta a porta e torcidas fiéis às suas marcas.',
        ],
      },
      {
        titulo: 'A primeira travessia',
        paragrafos: [
          'A ideia de correr fora do Brasil amadureceu por anos e saiu do papel em 2023, quando a Pro Series levou seu grid completo ao Autódromo Oscar y Juan Gálvez. Carros, peças e estruturas de boxes viajaram em dezenas de caminhões, cruzando a fronteira por Uruguaiana e Paso de los Libres.',
          'Para as equipes, foi um teste de logística; para os pilotos, a descoberta de uma pista que quase ninguém do grid conhecia. Simuladores e vídeos de corridas argentinas viraram material de estudo nas semanas anteriores.',
        ],
      },
      {
        titulo: 'Casa cheia dos dois lados',
        paragrafos: [
          'Torcedores brasileiros atravessaram a fronteira de carro, ônibus e avião, e os argentinos lotaram as arquibancadas para conhecer a categoria que acompanhavam pela televisão. O resultado foi uma das etapas de maior público da temporada e a certeza de que Buenos Aires ficaria no calendário.',
        ],
      },
      {
        titulo: 'O que vem pela frente',
        paragrafos: [
          'A etapa argentina abriu caminho para a internacionalização da Stock Car e aproximou as duas escolas do automobilismo sul-americano, com intercâmbio de pilotos, engenheiros e fornecedores.',
        ],
      },
    ],
    tags: ['PRO SERIES', 'Buenos Aires', 'Argentina', 'Autódromo Oscar y Juan Gálvez', 'História'],
    relacionados: [
      {
        rotulo: 'A etapa de Buenos Aires',
        href: '/stockcar/proseries/buenos-aires',
      },
    ],
  },
  {
    pagina: 'historia-bh',
    chamada: 'História',
    titulo: 'Belo Horizonte entra na pista',
    linhaFina:
      'A capital mineira nunca teve um autódromo, mas sempre teve torcida. A história de como a Stock Car chegou às ruas da Pampulha passa por uma cidade apaixonada por carros, um cartão-postal tombado pela UNESCO e muito trabalho de engenharia.',
    cena: 'archive',
    descricaoCena:
      'Ilustração em tom de arquivo de um carro de turismo antigo com a bandeira quadriculada',
    fatos: [],
    secoes: [
      {
        titulo: 'Uma cidade que gosta de carro',
        paragrafos: [
          'Minas Gerais é um dos grandes polos da indústria automobilística do país desde 1976, quando a Fiat inaugurou sua fábrica em Betim, na região metropolitana. Encontros de carros antigos, clubes de Opala e arrancadas lotadas mostram que a paixão pela velocidade sempre esteve presente na cidade, mesmo sem um autódromo.',
          'Durante anos, os fãs mineiros pegaram a estrada até Goiânia, São Paulo ou Curitiba para ver a Stock Car de perto. Trazer a categoria para Belo Horizonte era um pedido antigo da torcida.',
        ],
      },
      {
        titulo: 'Por que a Pampulha',
        paragrafos: [
          'A região da Pampulha reúne o Mineirão, o Mineirinho e avenidas largas, capazes de receber uma pista temporária com arquibancadas e paddock. Ali perto está o Conjunto Moderno da Pampulha, projetado por Oscar Niemeyer e reconhecido como Patrimônio Mundial pela UNESCO em 2016, que dá ao evento um cenário único.',
          'O traçado foi desenhado para não tocar no conjunto tombado, aproveitando as vias em volta do estádio e as áreas de estacionamento.',
        ],
      },
      {
        titulo: 'Da prancheta à largada',
        paragrafos: [
          'Foram meses de projeto com a prefeitura, os órgãos de trânsito e a Confederação Brasileira de Automobilismo, que homologa o circuito. A montagem leva cerca de três semanas: quilômetros de barreiras de concreto, telas de proteção, arquibancadas, boxes e centro de controle de prova.',
          'O asfalto recapeado para a corrida fica de legado para quem passa pela região o ano inteiro.',
        ],
      },
      {
        titulo: 'Nasce o festival',
        paragrafos: [
          'Desde o início, a proposta foi ir além da corrida. Shows, gastronomia mineira, Fan Zone e exposição de carros históricos transformaram a etapa no BH Stock Festival, um evento para quem é fã de automobilismo e para quem só quer aproveitar o fim de semana com a família.',
        ],
      },
    ],
    tags: ['PRO SERIES', 'Belo Horizonte', 'BH Stock Festival', 'Pampulha', 'História'],
    relacionados: [
      {
        rotulo: 'O BH Stock Festival',
        href: '/stockcar/proseries/belo-horizonte',
      },
    ],
  },
];

export async function seedEventPages(db: Db) {
  await db
    .insert(paginaEvento)
    .values(EVENT_PAGES.map((page) => ({ ...page, secoes: page.secoes.map(secaoHtml) })));
}
