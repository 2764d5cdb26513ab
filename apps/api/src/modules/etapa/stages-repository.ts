import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  circuito,
  corrida,
  etapa,
  inscricao,
  piloto,
  programacao,
  resultado,
} from '../../db/schema/index.ts';

// Also read by the pages' heads (modules/paginas).
export { findStages } from '../../db/queries/stages.ts';

/** One stage with its circuit, or undefined. */
export async function findStage(db: Db, id: number) {
  const [row] = await db
    .select({ etapa, circuito })
    .from(etapa)
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId))
    .where(eq(etapa.id, id));
  return row;
}

export function findRaces(db: Db, stageIds: number[]) {
  if (stageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(corrida)
    .where(inArray(corrida.etapaId, stageIds))
    .orderBy(asc(corrida.numero));
}

/** Top three of each race (per class where the category has classes), with the driver. */
export function findPodiums(db: Db, raceIds: number[]) {
  if (raceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      corridaId: resultado.corridaId,
      posicao: resultado.posicao,
      nome: piloto.nome,
      sobrenome: piloto.sobrenome,
      imagem: piloto.imagem,
      numero: inscricao.numero,
      subcategoria: inscricao.subcategoria,
    })
    .from(resultado)
    .innerJoin(inscricao, eq(inscricao.id, resultado.inscricaoId))
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .where(and(inArray(resultado.corridaId, raceIds), lte(resultado.posicao, 3)))
    .orderBy(asc(resultado.posicao));
}

export function findSchedules(db: Db, stageIds: number[]) {
  if (stageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(programacao)
    .where(inArray(programacao.etapaId, stageIds))
    .orderBy(asc(programacao.data));
}
