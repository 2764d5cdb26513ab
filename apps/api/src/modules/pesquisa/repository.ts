import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  pesquisa,
  pesquisaEscolha,
  pesquisaOpcao,
  pesquisaPergunta,
  pesquisaRecompensa,
  pesquisaRespondida,
} from '../../db/schema/index.ts';

export type Pergunta = typeof pesquisaPergunta.$inferSelect;

/** The members' current survey: the newest active one. */
export async function findActiveSurvey(db: Db) {
  const [row] = await db
    .select()
    .from(pesquisa)
    .where(eq(pesquisa.ativa, true))
    .orderBy(desc(pesquisa.id))
    .limit(1);
  return row;
}

/** Every question of a survey in asking order (lap, then order), with whether he answered it. */
export function questionsOf(db: Db, pesquisaId: number, usuarioId: number) {
  return db
    .select({ pergunta: pesquisaPergunta, respondidaEm: pesquisaRespondida.respondidaEm })
    .from(pesquisaPergunta)
    .leftJoin(
      pesquisaRespondida,
      and(
        eq(pesquisaRespondida.perguntaId, pesquisaPergunta.id),
        eq(pesquisaRespondida.usuarioId, usuarioId),
      ),
    )
    .where(eq(pesquisaPergunta.pesquisaId, pesquisaId))
    .orderBy(asc(pesquisaPergunta.fase), asc(pesquisaPergunta.ordem), asc(pesquisaPergunta.id));
}

export async function rewardCount(db: Db, pesquisaId: number, usuarioId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(pesquisaRecompensa)
    .where(
      and(
        eq(pesquisaRecompensa.pesquisaId, pesquisaId),
        eq(pesquisaRecompensa.usuarioId, usuarioId),
      ),
    );
  return row?.n ?? 0;
}

export function optionsOf(db: Db, perguntaId: number) {
  return db
    .select()
    .from(pesquisaOpcao)
    .where(eq(pesquisaOpcao.perguntaId, perguntaId))
    .orderBy(asc(pesquisaOpcao.ordem), asc(pesquisaOpcao.id));
}

/**
 * Records an answer; false when the question was answered meanwhile (a concurrent request):
 * the primary key of `pesquisa_respondida` lets only one through.
 */
export async function recordAnswer(
  db: Db,
  usuarioId: number,
  perguntaId: number,
  opcaoIds: number[],
) {
  const inserted = await db
    .insert(pesquisaRespondida)
    .values({ usuarioId, perguntaId })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) return false;
  await db.insert(pesquisaEscolha).values(opcaoIds.map((opcaoId) => ({ usuarioId, opcaoId })));
  return true;
}

/** Grants a lap's reward once; the new code, or undefined when it was already granted. */
export async function grantReward(
  db: Db,
  reward: { usuarioId: number; pesquisaId: number; fase: number; codigo: string },
) {
  const [row] = await db
    .insert(pesquisaRecompensa)
    .values(reward)
    .onConflictDoNothing()
    .returning();
  return row?.codigo;
}
