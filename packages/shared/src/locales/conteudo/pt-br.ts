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
} as const;
