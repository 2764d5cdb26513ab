/** Messages of the club's content calls: rewards survey, gifts, Stock Channel (fan-club.md §9). */
export const conteudoPtBr = {
  selecionePeloMenosUma: 'Selecione pelo menos uma opção antes de continuar.',
  selecioneApenasUma: 'Selecione apenas uma opção.',
  perguntaInvalida: 'Esta não é a sua pergunta atual da pesquisa.',
  respostaInvalida: 'Resposta inválida para esta pergunta.',
  pesquisaConcluida: 'Você já concluiu a pesquisa.',
  semPesquisa: 'Nenhuma pesquisa disponível no momento.',
  beneficioNaoEncontrado: 'Brinde não encontrado.',
  bibliotecaNaoEncontrada: 'Biblioteca não encontrada.',
  // The club home's rewards survey (fan-club.md §2, §4, §9)
  survey: {
    title: 'Pesquisa premiada',
    loading: 'Carregando a pesquisa…',
    intro:
      'Responda à nossa pesquisa e ganhe prêmios! São {{voltas}} voltas, e cada volta completa vale um prêmio:',
    lapPrize: '{{volta}}ª volta: {{premio}}',
    join: 'Quero participar',
    howTo:
      'As perguntas aparecem uma de cada vez. Em algumas você pode marcar mais de uma opção. Você pode parar quando quiser e continuar depois, do ponto em que parou.',
    start: 'Começar a pesquisa',
    lap: 'Volta {{volta}} de {{voltas}}',
    multiple: 'Você pode marcar mais de uma opção.',
    sending: 'Enviando…',
    next: 'Continuar',
    nextLap: 'Continuar para a {{volta}}ª volta',
    finished: 'Você concluiu todas as voltas da pesquisa. Obrigado por participar!',
    more: 'Novas perguntas em breve.',
  },
  // The club home's welcome card and behind the scenes (fan-club.md §2, §9)
  benefits: {
    kicker: 'Stock Club',
    welcome: 'Bem-vindo ao clube!',
    welcomeName: 'Bem-vindo ao clube, {{nome}}!',
    discounts: 'Descontos em ingressos e produtos oficiais',
    prizes: 'Sorteios e prêmios exclusivos para sócios',
    content: 'Conteúdo dos bastidores e vídeos do Stock Channel',
    watch: 'Assistir no Stock Channel',
  },
  backstage: {
    title: 'Bastidores',
    titleOf: 'Bastidores: {{nome}}',
    loading: 'Carregando os bastidores…',
    loadFailed: 'Não foi possível carregar os bastidores.',
    chooseBefore: 'Escolha o seu ',
    chooseLink: 'piloto favorito',
    chooseAfter: ' para ver os bastidores dele.',
    empty: 'Ainda não há fotos de bastidores deste piloto.',
    photo: '{{titulo}}, foto {{n}}',
  },
  // The Stock Channel (fan-club.md §2)
  channel: {
    title: 'Stock Channel',
    back: 'Voltar ao Stock Channel',
    loadingVideos: 'Carregando os vídeos…',
    videosFailed: 'Não foi possível carregar os vídeos agora.',
    noVideos: 'Esta biblioteca ainda não tem vídeos.',
    // fan-club.md §2: plural above 1, and '0 vídeos' (docs/spec-deviations.md)
    videoCount: '{{n}} vídeos',
    videoCountOne: '{{n}} vídeo',
    closeVideo: 'Fechar vídeo',
    videoUnavailable: 'Este vídeo não está disponível.',
  },
} as const;
