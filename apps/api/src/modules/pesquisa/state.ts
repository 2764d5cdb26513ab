import type { PesquisaEstado } from '@stockcar/shared/schemas/clube-conteudo';
import type { Db } from '../../db/client.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import {
  findActiveSurvey,
  optionsOf,
  questionsOf,
  rewardCount,
  type Pergunta,
} from './repository.ts';
import { t } from '../../i18n.ts';

/** Where a member stands in the current survey. */
export interface SurveyProgress {
  pesquisaId: number;
  /** Laps completed (rewards granted), 0 to 4. */
  fase: number;
  faseEncerrada: boolean;
  /** The first unanswered question, in lap and order. */
  current: Pergunta | undefined;
  /** The current question is the last unanswered one of its lap. */
  closesLap: boolean;
}

export async function surveyProgress(db: Db, usuarioId: number): Promise<SurveyProgress> {
  const survey = await findActiveSurvey(db);
  if (!survey) throw new HttpProblem(404, t('conteudo:semPesquisa'));
  const [rows, fase] = await independentReads(db, [
    () => questionsOf(db, survey.id, usuarioId),
    () => rewardCount(db, survey.id, usuarioId),
  ]);
  const open = rows.filter((r) => !r.respondidaEm).map((r) => r.pergunta);
  const current = open[0];
  const lap = current?.fase;
  const startedLap = rows.some((r) => r.respondidaEm && r.pergunta.fase === lap);
  return {
    pesquisaId: survey.id,
    fase,
    // A lap just closed: its reward message stays until the member answers in the next lap.
    faseEncerrada: fase > 0 && !startedLap,
    current,
    closesLap: current !== undefined && open.filter((p) => p.fase === lap).length === 1,
  };
}

/** The contract's state: the current question with its options. */
export async function toEstado(db: Db, progress: SurveyProgress): Promise<PesquisaEstado> {
  const { current } = progress;
  const options = current ? await optionsOf(db, current.id) : [];
  return {
    idPesquisa: progress.pesquisaId,
    fase: progress.fase,
    faseEncerrada: progress.faseEncerrada,
    pergunta: current
      ? {
          descricao: current.descricao,
          idPesquisaPergunta: current.id,
          multiplaResposta: current.multiplaResposta,
          respostas: options.map((o) => ({
            idPesquisaPerguntaResposta: o.id,
            descricao: o.descricao,
          })),
        }
      : null,
  };
}
