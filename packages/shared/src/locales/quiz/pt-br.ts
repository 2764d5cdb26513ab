/** Texts of the Stock Quiz (fan-club.md §2, §4, §9) and of the hall of fame that leads to it. */
export const quizPtBr = {
  /** The subtitle of the quiz's start page (`/start-quiz`). */
  startSubtitle: 'Quanto você sabe da Stock Car?',
  semCpf: 'O quiz é exclusivo para sócios do Stock Club com CPF cadastrado.',
  semQuiz: 'Não há quiz disponível no momento.',
  concluido: 'Você concluiu o Stock Quiz!',
  outroQuiz: 'Este quiz não está mais disponível.',
  perguntaFora: 'Responda a pergunta atual do quiz.',
  respostaInvalida: 'Escolha uma das respostas desta pergunta.',
  umaResposta: 'Escolha uma resposta.',
  // The quiz's screens
  loading: 'Carregando o quiz…',
  loadFailed: 'Não foi possível carregar o quiz.',
  loginToAnswer: 'Faça login no Stock Club para responder o Stock Quiz.',
  intro:
    'São 10 perguntas sobre a história da Stock Car. Escolha uma resposta em cada uma: você vê na hora se acertou. No final, baixe a imagem do seu resultado e compartilhe.',
  start: 'Começar o quiz',
  progressLabel: 'Progresso do quiz',
  progress: '{{atual}} de {{total}}',
  rightAnswer: 'Resposta certa',
  wrongAnswer: 'Resposta errada',
  result: {
    label: 'Resultado do quiz',
    score: 'Você acertou {{corretas}} de {{total}} perguntas.',
    share: 'Compartilhar',
    loading: 'Calculando o seu resultado…',
  },
  // The result tiers (utils/tiers.ts)
  tierLabel: 'Nível {{nivel}}: {{titulo}}',
  tiers: {
    kart: {
      titulo: 'Piloto de Kart',
      texto: 'Você está começando na pista. Acompanhe as etapas e tente de novo!',
    },
    stock: {
      titulo: 'Piloto de Stock',
      texto: 'Você conhece bem a categoria. Falta pouco para o pódio!',
    },
    lenda: {
      titulo: 'Lenda da Stock Car',
      texto: 'Você é fera! Seu lugar é no Hall da Fama.',
    },
  },
  share: {
    title: 'Compartilhe seu resultado',
    close: 'Fechar',
    step: 'Passo {{n}}:',
    steps: [
      'Baixe a imagem com o seu resultado.',
      'Abra a sua rede social favorita.',
      'Publique a imagem no feed ou nos stories.',
      'Marque a @stockcaroficial e use #StockQuiz.',
    ],
    failed: 'Não foi possível gerar a imagem.',
    download: 'Baixar imagem',
  },
  // What the shared result image says
  image: {
    title: 'STOCK QUIZ',
    score: '{{corretas}} de {{total}} acertos',
    championship: 'Stock Car Pro Series',
  },
  hallOfFame: {
    loading: 'Carregando o Hall da Fama…',
    loadFailed: 'Não foi possível carregar o Hall da Fama.',
    empty: 'O Hall da Fama ainda não tem pilotos.',
    mostTitles: 'Maiores campeões',
    champions: 'Campeões',
    topWins: 'Top 10 em vitórias',
    byRaces: 'Pilotos por número de corridas',
    podium: 'Pódio dos campeões',
    place: '{{n}}º',
    // Not the translations' plurals: Portuguese counts 0 as singular there.
    titles: '{{n}} títulos',
    titlesOne: '{{n}} título',
    seasons: 'Temporadas campeãs',
    wins: 'Vitórias',
    races: 'Corridas',
    noWins: 'Nenhuma vitória registrada.',
    winnersLabel: 'Maiores vencedores',
    winsCount: '{{n}} vitórias',
    winsCountOne: '{{n}} vitória',
    noDrivers: 'Nenhum piloto nesta lista.',
    raceCount: '{{n}} corridas',
    veterans: '{{min}} corridas ou mais',
    others: 'Menos de {{min}} corridas',
    quizCall: {
      title: 'Stock Quiz',
      text: 'Quanto você sabe da história da Stock Car? Responda 10 perguntas e compartilhe.',
      login: 'Faça login no Stock Club para participar do quiz.',
      loginButton: 'Fazer login',
    },
  },
} as const;
