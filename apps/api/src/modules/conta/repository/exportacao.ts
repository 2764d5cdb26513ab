import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  mensagemSaida,
  pesquisa,
  pesquisaEscolha,
  pesquisaOpcao,
  pesquisaPergunta,
  pesquisaRecompensa,
  pesquisaRespondida,
  piloto,
  quiz,
  quizProgresso,
  usuarioResposta,
} from '../../../db/schema/index.ts';

/** Reads of the data export: each of the member's tables, by the member's id only. */

export function signUpAnswers(db: Db, usuarioId: number) {
  return db
    .select({
      idPesquisaPerfil: usuarioResposta.idPesquisaPerfil,
      resposta: usuarioResposta.resposta,
    })
    .from(usuarioResposta)
    .where(eq(usuarioResposta.usuarioId, usuarioId))
    .orderBy(asc(usuarioResposta.idPesquisaPerfil));
}

export async function driverNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: piloto.id, nome: piloto.nome, sobrenome: piloto.sobrenome })
    .from(piloto)
    .where(inArray(piloto.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.nome} ${r.sobrenome}`.trim()]));
}

export function quizRuns(db: Db, usuarioId: number) {
  return db
    .select({ p: quizProgresso, titulo: quiz.titulo })
    .from(quizProgresso)
    .innerJoin(quiz, eq(quiz.id, quizProgresso.quizId))
    .where(eq(quizProgresso.usuarioId, usuarioId))
    .orderBy(desc(quizProgresso.atualizadoEm));
}

/** The survey questions the member answered, in the survey's order. */
export function surveyAnswers(db: Db, usuarioId: number) {
  return db
    .select({
      pesquisaId: pesquisa.id,
      titulo: pesquisa.titulo,
      perguntaId: pesquisaPergunta.id,
      fase: pesquisaPergunta.fase,
      pergunta: pesquisaPergunta.descricao,
      respondidaEm: pesquisaRespondida.respondidaEm,
    })
    .from(pesquisaRespondida)
    .innerJoin(pesquisaPergunta, eq(pesquisaPergunta.id, pesquisaRespondida.perguntaId))
    .innerJoin(pesquisa, eq(pesquisa.id, pesquisaPergunta.pesquisaId))
    .where(eq(pesquisaRespondida.usuarioId, usuarioId))
    .orderBy(asc(pesquisa.id), asc(pesquisaPergunta.fase), asc(pesquisaPergunta.ordem));
}

/** The options the member chose, with their question. */
export function surveyChoices(db: Db, usuarioId: number) {
  return db
    .select({ perguntaId: pesquisaOpcao.perguntaId, descricao: pesquisaOpcao.descricao })
    .from(pesquisaEscolha)
    .innerJoin(pesquisaOpcao, eq(pesquisaOpcao.id, pesquisaEscolha.opcaoId))
    .where(eq(pesquisaEscolha.usuarioId, usuarioId))
    .orderBy(asc(pesquisaOpcao.ordem));
}

export function surveyRewards(db: Db, usuarioId: number) {
  return db
    .select({ p: pesquisaRecompensa, titulo: pesquisa.titulo })
    .from(pesquisaRecompensa)
    .innerJoin(pesquisa, eq(pesquisa.id, pesquisaRecompensa.pesquisaId))
    .where(eq(pesquisaRecompensa.usuarioId, usuarioId))
    .orderBy(asc(pesquisaRecompensa.pesquisaId), asc(pesquisaRecompensa.fase));
}

/** Messages kept in the outbox for these addresses: never the body (codes and links). */
export function messagesTo(db: Db, addresses: string[]) {
  return db
    .select({
      canal: mensagemSaida.canal,
      destino: mensagemSaida.destino,
      assunto: mensagemSaida.assunto,
      criadoEm: mensagemSaida.criadoEm,
    })
    .from(mensagemSaida)
    .where(inArray(mensagemSaida.destino, addresses))
    .orderBy(desc(mensagemSaida.criadoEm), desc(mensagemSaida.id));
}
