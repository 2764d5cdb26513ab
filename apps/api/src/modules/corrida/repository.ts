import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { categoryById } from '@stockcar/shared/categories';
import type {
  CorridaItem,
  CorridaListQuerySchema,
} from '@stockcar/shared/schemas/admin/resultados';
import type { Db } from '../../db/client.ts';
import { circuito, corrida, etapa, resultado } from '../../db/schema/index.ts';
import { independentReads } from '../../db/independent-reads.ts';

/** The console's list of races (issue 11) and the columns every read of a race shares. */

export const raceColumns = {
  id: corrida.id,
  versao: corrida.versao,
  etapaId: corrida.etapaId,
  categoriaId: etapa.categoriaId,
  temporada: etapa.temporada,
  etapaNumero: etapa.numero,
  etapa: etapa.titulo,
  circuito: circuito.nome,
  data: etapa.data,
  numero: corrida.numero,
  descricao: corrida.descricao,
  tipo: corrida.tipo,
  situacao: corrida.situacao,
  oficialEm: corrida.oficialEm,
  poleInscricaoId: corrida.poleInscricaoId,
  voltaRapidaInscricaoId: corrida.voltaRapidaInscricaoId,
  voltaRapidaTempo: corrida.voltaRapidaTempo,
  resultados:
    sql<number>`(select count(*) from ${resultado} where ${resultado.corridaId} = ${corrida.id})`.mapWith(
      Number,
    ),
};

export type RaceRow = Awaited<ReturnType<typeof racesFrom>>[number];

/** A race as the list shows it (the response schema leaves the detail's columns out). */
export const toItem = (row: RaceRow): CorridaItem => ({
  ...row,
  data: row.data.toISOString(),
  oficialEm: row.oficialEm?.toISOString() ?? null,
});

export const categoryName = (categoriaId: number) =>
  categoryById(categoriaId)?.name ?? `categoria ${categoriaId}`;

/** The races of a stage joined with their circuit: every read starts here. */
export const racesFrom = (db: Db) =>
  db
    .select(raceColumns)
    .from(corrida)
    .innerJoin(etapa, eq(etapa.id, corrida.etapaId))
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId));

type ListQuery = z.infer<typeof CorridaListQuerySchema>;

/** Newest stage first (the race number within it next); filtered, searched, paged. */
export async function listRaces(db: Db, query: ListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.categoriaId === undefined ? undefined : eq(etapa.categoriaId, query.categoriaId),
    query.temporada === undefined ? undefined : eq(etapa.temporada, query.temporada),
    query.situacao === undefined ? undefined : eq(corrida.situacao, query.situacao),
  ];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(etapa.titulo, pattern),
        ilike(circuito.nome, pattern),
        ilike(corrida.descricao, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const direction = query.direcao === 'asc' ? asc : desc;
  const [rows, [total]] = await independentReads(db, [
    () =>
      racesFrom(db)
        .where(where)
        .orderBy(direction(etapa.data), direction(corrida.numero), desc(corrida.id))
        .limit(query.porPagina)
        .offset((query.pagina - 1) * query.porPagina),
    () =>
      db
        .select({ n: count() })
        .from(corrida)
        .innerJoin(etapa, eq(etapa.id, corrida.etapaId))
        .innerJoin(circuito, eq(circuito.id, etapa.circuitoId))
        .where(where),
  ]);
  return { itens: rows.map(toItem), total: total?.n ?? 0 };
}
