import { PERGUNTA_PILOTO_FAVORITO_ID } from '@stockcar/shared/schemas/clube/comum';
import { type PerguntaRegistro } from '@stockcar/shared/schemas/clube/registro';

/** The sign-up's profile questions (`GET /Registro`); the favourite driver's is required. */
export const PERGUNTAS: PerguntaRegistro[] = [
  {
    idPesquisaPerfil: PERGUNTA_PILOTO_FAVORITO_ID,
    descricao: 'Quem é o seu piloto favorito?',
    tipo: 'piloto-favorito',
    obrigatoria: true,
    opcoes: [],
  },
  {
    idPesquisaPerfil: 2,
    descricao: 'Como você conheceu a Stock Car?',
    tipo: 'opcao',
    obrigatoria: false,
    opcoes: ['TV', 'Internet e redes sociais', 'No autódromo', 'Amigos e família', 'Outro'],
  },
];

/** Answers kept as given; unknown questions and options outside a question's list refused. */
export function answerIssue(idPesquisaPerfil: number, resposta: string): string | undefined {
  const pergunta = PERGUNTAS.find((p) => p.idPesquisaPerfil === idPesquisaPerfil);
  if (!pergunta) return 'Pergunta desconhecida.';
  if (pergunta.tipo === 'opcao' && !pergunta.opcoes.includes(resposta)) {
    return 'Escolha uma das opções da pergunta.';
  }
  return undefined;
}
