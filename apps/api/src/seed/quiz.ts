import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { PRO_SERIES_STATS } from '@stockcar/shared/pro-series-history';

/** The Stock Quiz demo (issue 6): 10 questions about the championship, one right answer each. */

const stat = (rotulo: string) => PRO_SERIES_STATS.find((s) => s.rotulo === rotulo)?.valor ?? 0;
const n = (value: number) => value.toLocaleString('pt-BR');

interface Question {
  descricao: string;
  respostas: string[];
  /** Index of the right answer in `respostas`. */
  certa: number;
}

const QUESTIONS: Question[] = [
  {
    descricao: 'Quantas corridas a Stock Car Pro Series realizou até a temporada 2023?',
    respostas: [n(410), n(stat('corridas realizadas')), n(810), n(1010)],
    certa: 1,
  },
  {
    descricao: 'Quantos campeões diferentes a Pro Series coroou até 2023?',
    respostas: [n(12), n(25), n(stat('campeões')), n(31)],
    certa: 2,
  },
  {
    descricao: 'Quantos pilotos diferentes já venceram corridas na Pro Series até 2023?',
    respostas: [n(stat('vencedores')), n(45), n(102)],
    certa: 0,
  },
  {
    descricao: 'Em quantos circuitos a Pro Series já correu até 2023?',
    respostas: [n(11), n(stat('circuitos')), n(27)],
    certa: 1,
  },
  {
    descricao: 'Quantas montadoras já participaram da Pro Series até 2023?',
    respostas: [n(3), n(8), n(stat('montadoras')), n(12)],
    certa: 2,
  },
  {
    descricao: 'Quantos pilotos já disputaram a Pro Series até 2023?',
    respostas: [n(214), n(stat('pilotos')), n(614)],
    certa: 1,
  },
  {
    descricao: 'No Fan Push, em quantos pilotos cada torcedor vota por etapa?',
    respostas: ['1', '2', '3', '6'],
    certa: 2,
  },
  {
    descricao: 'Quantos pilotos mais votados no Fan Push ganham o poder extra?',
    respostas: ['3', '6', '10', '24'],
    certa: 1,
  },
  {
    descricao:
      'A partir de quantas corridas um piloto entra na lista de veteranos do Hall da Fama?',
    respostas: ['100', '200', '300', '500'],
    certa: 2,
  },
  {
    descricao: 'Em qual país fica a etapa internacional de Buenos Aires?',
    respostas: ['Argentina', 'Uruguai', 'Chile'],
    certa: 0,
  },
];

export async function seedQuiz(db: Db) {
  const [quiz] = await db
    .insert(t.quiz)
    .values({ titulo: 'Stock Quiz: quanto você sabe da Pro Series?' })
    .returning({ id: t.quiz.id });
  if (!quiz) throw new Error('quiz not created');
  for (const [ordem, q] of QUESTIONS.entries()) {
    const [pergunta] = await db
      .insert(t.quizPergunta)
      .values({ quizId: quiz.id, ordem, descricao: q.descricao })
      .returning({ id: t.quizPergunta.id });
    if (!pergunta) throw new Error('question not created');
    await db.insert(t.quizResposta).values(
      q.respostas.map((descricao, i) => ({
        perguntaId: pergunta.id,
        ordem: i,
        descricao,
        correta: i === q.certa,
      })),
    );
  }
}
