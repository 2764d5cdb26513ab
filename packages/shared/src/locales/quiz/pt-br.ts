/** Messages of the Stock Quiz (fan-club.md §9), and its pages' texts. */
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
} as const;
