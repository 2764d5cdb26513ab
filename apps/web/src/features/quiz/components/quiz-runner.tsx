import type { Quiz } from '@stockcar/shared/schemas/quiz';
import { Notice } from '../../../components/notice.tsx';
import { useQuizTiers } from '../api/get-quiz-tiers.ts';
import { ProgressBar } from './progress-bar.tsx';
import { QuestionCard } from './question-card.tsx';
import { QuizResult } from './quiz-result.tsx';
import { useQuizFlow } from './use-quiz-flow.ts';

/** Runs the quiz from the member's state to the result (finished: no question or faseEncerrada). */
export function QuizRunner({ initial }: { initial: Quiz }) {
  const { quiz, answered, error, choose } = useQuizFlow(initial);
  // Fetched while the fan plays, so the result shows its tier at once.
  useQuizTiers();
  if (!quiz.pergunta || quiz.faseEncerrada) {
    return (
      <QuizResult
        respostasCorretas={quiz.respostasCorretas}
        total={quiz.totalPerguntas}
        mensagem={quiz.faseEncerrada}
      />
    );
  }
  return (
    <div className="quiz-runner">
      <ProgressBar atual={quiz.perguntaAtual} total={quiz.totalPerguntas} />
      {error && <Notice variant="danger">{error}</Notice>}
      <QuestionCard
        key={quiz.pergunta.idPesquisaPergunta}
        pergunta={quiz.pergunta}
        answered={answered}
        onChoose={choose}
      />
    </div>
  );
}
