import type { EsgContent } from './esg-types.ts';

export const ESG_PT_BR: EsgContent = {
  title: 'ESG',
  subtitle: 'Ambiental, social e governança',
  lead: 'Velocidade e responsabilidade andam juntas. A Stock Car mede o impacto de cada fim de semana de corrida, corre com combustível renovável, leva o esporte a quem nunca esteve em um autódromo e cuida para que as regras dentro e fora da pista sejam claras e cumpridas.',
  pillars: [
    {
      id: 'ambiental',
      letter: 'E',
      title: 'Ambiental',
      intro:
        'Reduzir primeiro, compensar o que resta e mostrar os números: é assim que tratamos as emissões e os resíduos de cada etapa.',
      initiatives: [
        {
          title: 'Etanol E100 nos carros',
          text: 'Os carros da Pro Series correm com etanol E100, produzido a partir da cana-de-açúcar. Por ser renovável, o etanol emite até 80% menos gás carbônico que a gasolina em todo o seu ciclo de vida, da lavoura ao escapamento, sem perder desempenho na pista.',
        },
        {
          title: 'Compensação de carbono',
          text: 'Fazemos o inventário de emissões de cada etapa pela metodologia do GHG Protocol: transporte dos carros e das equipes, geradores, hospitalidade e deslocamento do público. O que não conseguimos evitar é compensado com créditos de carbono certificados e com o plantio de mudas nativas da Mata Atlântica e do Cerrado.',
        },
        {
          title: 'Reciclagem nos autódromos',
          text: 'Paddock, boxes e arquibancadas têm coleta seletiva com cooperativas de catadores da região. Os pneus usados seguem para logística reversa e viram asfalto-borracha e pisos esportivos; o óleo lubrificante usado vai para rerrefino, como determina a Resolução CONAMA nº 362/2005; e os copos descartáveis deram lugar a copos reutilizáveis.',
        },
        {
          title: 'Logística mais leve',
          text: 'O calendário é montado para encurtar as viagens entre etapas, as carretas das equipes rodam com diesel S10 e os geradores dos autódromos vêm sendo trocados por ligação à rede elétrica sempre que o circuito permite.',
        },
      ],
    },
    {
      id: 'social',
      letter: 'S',
      title: 'Social',
      intro:
        'O automobilismo abre portas para a engenharia, a mecânica e a comunicação. Queremos que essas portas se abram para mais gente.',
      initiatives: [
        {
          title: 'Escola no Paddock',
          text: 'Em cada etapa, estudantes de escolas públicas da cidade-sede visitam os boxes, conversam com engenheiros e mecânicos e assistem aos treinos. O programa mostra, na prática, como matemática e física viram desempenho.',
        },
        {
          title: 'Formação de mecânicos',
          text: 'Em parceria com escolas técnicas, as equipes recebem jovens aprendizes durante a temporada. Uma turma por ano é reservada a mulheres, para aumentar a presença feminina nos boxes.',
        },
        {
          title: 'Ingresso solidário',
          text: 'Parte dos ingressos de arquibancada pode ser trocada por alimentos não perecíveis, doados a bancos de alimentos e instituições da cidade onde a corrida acontece.',
        },
        {
          title: 'Autódromo para todos',
          text: 'Áreas reservadas e acessíveis para pessoas com deficiência e seus acompanhantes, atendimento prioritário nas entradas e espaço de acolhimento sensorial, com abafadores de ruído, para pessoas com autismo.',
        },
        {
          title: 'Segurança no trânsito',
          text: 'Pilotos da categoria participam de campanhas de educação no trânsito: velocidade é coisa de autódromo, com carro preparado, equipamento de segurança e equipe de resgate.',
        },
      ],
    },
    {
      id: 'governanca',
      letter: 'G',
      title: 'Governança',
      intro:
        'Regras claras, decisões transparentes e tolerância zero com a corrupção, na pista e nos negócios.',
      initiatives: [
        {
          title: 'Código de Ética e Conduta',
          text: 'Vale para a organização, equipes, pilotos, fornecedores e patrocinadores, com treinamento anual e termo de adesão assinado por todos.',
        },
        {
          title: 'Compliance e anticorrupção',
          text: 'Programa de integridade baseado na Lei Anticorrupção (Lei nº 12.846/2013), com análise prévia de fornecedores e patrocinadores, regras para brindes e hospitalidade e registro das relações com o poder público.',
        },
        {
          title: 'Canal de denúncias',
          text: 'Canal independente, que aceita relatos anônimos e garante que nenhum denunciante de boa-fé sofra retaliação. Os casos são apurados por um comitê de ética com membros externos.',
        },
        {
          title: 'Regulamento e comissários',
          text: 'O regulamento desportivo e técnico é publicado antes de cada temporada, e as decisões de prova cabem a comissários desportivos independentes, com direito de recurso às equipes.',
        },
        {
          title: 'Proteção de dados',
          text: 'O tratamento dos dados de torcedores, sócios do Stock Club e candidatos segue a LGPD, com Encarregado de Dados nomeado e política de privacidade publicada neste site.',
        },
      ],
    },
  ],
  goals: [
    'Compensar 100% das emissões inventariadas de cada etapa.',
    'Eliminar o envio de resíduos do paddock para aterro sanitário até 2030.',
    'Levar 5 mil estudantes de escolas públicas ao paddock a cada temporada.',
    'Publicar todo ano um relatório de sustentabilidade no padrão GRI.',
  ],
};
