import { and, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { championCuts } from '@stockcar/shared/racing-rules';
import type { Db } from '../client.ts';
import {
  classificacaoPiloto,
  corrida,
  estatisticaPiloto,
  etapa,
  hallDaFamaHistorico,
  inscricao,
  resultado,
} from '../schema/index.ts';

interface Career {
  corridas: number;
  vitorias: number;
  poles: number;
  podios: number;
  anos: Set<number>;
}

const counted = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const official = eq(corrida.situacao, 'oficial');

/** Races, wins and podiums of every driver of the category, over its official results. */
function computedCareers(db: Db, categoriaId: number) {
  return db
    .select({
      pilotoId: inscricao.pilotoId,
      corridas: counted(sql`${resultado.status} <> 'DNS'`),
      vitorias: counted(sql`${resultado.posicao} = 1`),
      podios: counted(sql`${resultado.posicao} <= 3`),
    })
    .from(resultado)
    .innerJoin(corrida, and(eq(corrida.id, resultado.corridaId), official))
    .innerJoin(inscricao, eq(inscricao.id, resultado.inscricaoId))
    .where(eq(inscricao.categoriaId, categoriaId))
    .groupBy(inscricao.pilotoId);
}

/** Poles of every driver of the category: official races he started from pole. */
function computedPoles(db: Db, categoriaId: number) {
  return db
    .select({ pilotoId: inscricao.pilotoId, poles: count() })
    .from(corrida)
    .innerJoin(inscricao, eq(inscricao.id, corrida.poleInscricaoId))
    .where(and(official, eq(inscricao.categoriaId, categoriaId)))
    .groupBy(inscricao.pilotoId);
}

/** Leaders of complete seasons (every stage finished) in the category's title cuts. */
async function champions(db: Db, categoriaId: number) {
  const complete = await db
    .select({ temporada: etapa.temporada })
    .from(etapa)
    .where(eq(etapa.categoriaId, categoriaId))
    .groupBy(etapa.temporada)
    .having(sql`bool_and(${etapa.finalizada})`);
  if (complete.length === 0) return [];
  const cuts = championCuts(categoriaId).map((c) =>
    and(eq(classificacaoPiloto.subcategoria, c.subcategoria), eq(classificacaoPiloto.tipo, c.tipo)),
  );
  return db
    .select({ pilotoId: classificacaoPiloto.pilotoId, temporada: classificacaoPiloto.temporada })
    .from(classificacaoPiloto)
    .where(
      and(
        eq(classificacaoPiloto.categoriaId, categoriaId),
        inArray(
          classificacaoPiloto.temporada,
          complete.map((c) => c.temporada),
        ),
        eq(classificacaoPiloto.posicao, 1),
        sql`${classificacaoPiloto.pontos} > 0`,
        or(...cuts),
      ),
    );
}

/**
 * Rewrites every driver's career figures in the category: the historical numbers of the hall
 * of fame plus the official results and titles. The driver page and the hall of fame read
 * these rows, so they always agree (issue 11).
 */
export async function writeDriverStats(db: Db, categoriaId: number) {
  // One after the other: `db` is always a transaction here (see db/independent-reads.ts).
  const computed = await computedCareers(db, categoriaId);
  const poles = await computedPoles(db, categoriaId);
  const titles = await champions(db, categoriaId);
  const history = await db
    .select()
    .from(hallDaFamaHistorico)
    .where(
      and(
        eq(hallDaFamaHistorico.categoriaId, categoriaId),
        isNotNull(hallDaFamaHistorico.pilotoId),
      ),
    );
  const careers = new Map<number, Career>();
  const careerOf = (pilotoId: number) => {
    let career = careers.get(pilotoId);
    if (!career) {
      career = { corridas: 0, vitorias: 0, poles: 0, podios: 0, anos: new Set() };
      careers.set(pilotoId, career);
    }
    return career;
  };
  for (const h of history) {
    if (h.pilotoId === null) continue;
    const career = careerOf(h.pilotoId);
    career.corridas += h.corridas;
    career.vitorias += h.vitorias;
    for (const ano of h.anosTitulos) career.anos.add(ano);
  }
  for (const row of computed) {
    const career = careerOf(row.pilotoId);
    career.corridas += row.corridas;
    career.vitorias += row.vitorias;
    career.podios += row.podios;
  }
  for (const row of poles) careerOf(row.pilotoId).poles += row.poles;
  for (const row of titles) careerOf(row.pilotoId).anos.add(row.temporada);

  await db.delete(estatisticaPiloto).where(eq(estatisticaPiloto.categoriaId, categoriaId));
  const rows = [...careers].map(([pilotoId, c]) => ({
    pilotoId,
    categoriaId,
    corridas: c.corridas,
    vitorias: c.vitorias,
    poles: c.poles,
    podios: c.podios,
    anosTitulos: [...c.anos].sort((a, b) => a - b),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(estatisticaPiloto).values(rows.slice(i, i + 500));
  }
}
