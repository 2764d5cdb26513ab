import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  circuito,
  corrida,
  etapa,
  inscricao,
  ondeAssistir,
  piloto,
  programacao,
  resultado,
} from '../../db/schema/index.ts';

// Also read by the pages' heads (modules/paginas).
export { findCircuit, findNextStageAt } from '../../db/queries/stages.ts';

/** Circuits the category has raced or will race on, by name. */
export function findCategoryCircuits(db: Db, categoriaId: number) {
  return db
    .selectDistinct({ circuito })
    .from(circuito)
    .innerJoin(etapa, eq(etapa.circuitoId, circuito.id))
    .where(eq(etapa.categoriaId, categoriaId))
    .orderBy(asc(circuito.nome));
}

/** Races held at the circuit in the category (finished stages only). */
export async function countRaces(db: Db, circuitoId: number, categoriaId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(corrida)
    .innerJoin(etapa, eq(etapa.id, corrida.etapaId))
    .where(
      and(
        eq(etapa.circuitoId, circuitoId),
        eq(etapa.categoriaId, categoriaId),
        eq(etapa.finalizada, true),
      ),
    );
  return row?.n ?? 0;
}

/** The driver with most wins at the circuit in the category ('rei da pista'). */
export async function findTrackKing(db: Db, circuitoId: number, categoriaId: number) {
  const [row] = await db
    .select({ nome: piloto.nome, sobrenome: piloto.sobrenome, vitorias: count() })
    .from(resultado)
    .innerJoin(corrida, eq(corrida.id, resultado.corridaId))
    .innerJoin(etapa, eq(etapa.id, corrida.etapaId))
    .innerJoin(inscricao, eq(inscricao.id, resultado.inscricaoId))
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .where(
      and(
        eq(etapa.circuitoId, circuitoId),
        eq(etapa.categoriaId, categoriaId),
        eq(resultado.posicao, 1),
      ),
    )
    .groupBy(piloto.id)
    .orderBy(desc(count()), asc(piloto.sobrenome))
    .limit(1);
  return row;
}

export function findSchedule(db: Db, etapaId: number) {
  return db
    .select()
    .from(programacao)
    .where(eq(programacao.etapaId, etapaId))
    .orderBy(asc(programacao.data));
}

export function findBroadcasters(db: Db, categoriaId: number) {
  return db
    .select()
    .from(ondeAssistir)
    .where(eq(ondeAssistir.categoriaId, categoriaId))
    .orderBy(asc(ondeAssistir.ordem), asc(ondeAssistir.id));
}
