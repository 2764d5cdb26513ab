import type { Quiz } from '@stockcar/shared/schemas/quiz';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import type { Member } from '../../plugins/auth/index.ts';
import { activeQuiz, answersOf, questionsOf, type Progress } from './repository.ts';
import { t } from '../../i18n.ts';

type Question = Awaited<ReturnType<typeof questionsOf>>[number];

/** Quiz needs a logged-in user with cpf (fan-club.md §6); then the active quiz, else 404. */
export async function quizFor(db: Db, member: Member) {
  if (!member.cpf) throw new HttpProblem(403, t('quiz:semCpf'));
  const found = await activeQuiz(db);
  if (!found) throw new HttpProblem(404, t('quiz:semQuiz'));
  return { id: found.id, questions: await questionsOf(db, found.id) };
}

/** The question the member is on, or undefined once every question is answered. */
export function currentQuestion(questions: readonly Question[], p: Progress) {
  return p.finalizado ? undefined : questions[p.respondidas];
}

/** The member's state as the client sees it: the choices without their right/wrong flag. */
export async function stateOf(db: Db, questions: readonly Question[], p: Progress): Promise<Quiz> {
  const total = questions.length;
  const current = currentQuestion(questions, p);
  const base = {
    idPesquisa: p.quizId,
    totalPerguntas: total,
    respostasCorretas: p.respostasCorretas,
  };
  if (!current) {
    return { ...base, perguntaAtual: total, pergunta: null, faseEncerrada: t('quiz:concluido') };
  }
  const answers = await answersOf(db, current.id);
  return {
    ...base,
    perguntaAtual: p.respondidas + 1,
    pergunta: {
      descricao: current.descricao,
      idPesquisaPergunta: current.id,
      respostas: answers.map((a) => ({
        descricao: a.descricao,
        idPesquisaPergunta: current.id,
        idPesquisaPerguntaResposta: a.id,
      })),
    },
    faseEncerrada: null,
  };
}
