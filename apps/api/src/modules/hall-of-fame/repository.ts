import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { driverStandings } from '../../db/queries/standings.ts';
import { etapa, hallDaFamaHistorico, inscricao, piloto, resultado } from '../../db/schema/index.ts';

/** A driver's career in a category: historical figures plus those computed from results. */
export interface Career {
  key: string;
  nomePiloto: string;
  foto: string;
  corridas: number;
  vitorias: number;
  anos: number[];
}

/** Races (result rows) and wins per driver of the category, from the racing data. */
function computedCareers(db: Db, categoriaId: number) {
  return db
    .select({
      pilotoId: piloto.id,
      nome: piloto.nome,
      sobrenome: piloto.sobrenome,
      foto: piloto.imagem,
      corridas: count(resultado.id),
      vitorias: sql<number>`count(*) filter (where ${resultado.posicao} = 1)`.mapWith(Number),
    })
    .from(resultado)
    .innerJoin(inscricao, eq(inscricao.id, resultado.inscricaoId))
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .where(eq(inscricao.categoriaId, categoriaId))
    .groupBy(piloto.id);
}

/** Historical rows, with the current driver's name and photo when the row names one. */
function historicalCareers(db: Db, categoriaId: number) {
  return db
    .select({
      id: hallDaFamaHistorico.id,
      pilotoId: hallDaFamaHistorico.pilotoId,
      nomePiloto: sql<string>`coalesce(${piloto.nome} || ' ' || ${piloto.sobrenome}, ${hallDaFamaHistorico.nomePiloto})`,
      foto: sql<string>`coalesce(nullif(${piloto.imagem}, ''), ${hallDaFamaHistorico.foto})`,
      corridas: hallDaFamaHistorico.corridas,
      vitorias: hallDaFamaHistorico.vitorias,
      anos: hallDaFamaHistorico.anosTitulos,
    })
    .from(hallDaFamaHistorico)
    .leftJoin(piloto, eq(piloto.id, hallDaFamaHistorico.pilotoId))
    .where(eq(hallDaFamaHistorico.categoriaId, categoriaId));
}

/** Champion per finished season (every stage finalizada): the top of its standings. */
async function computedChampions(db: Db, categoriaId: number) {
  const seasons = await db
    .select({ temporada: etapa.temporada })
    .from(etapa)
    .where(eq(etapa.categoriaId, categoriaId))
    .groupBy(etapa.temporada)
    .having(sql`bool_and(${etapa.finalizada})`);
  const tops = await Promise.all(
    seasons.map(async ({ temporada }) => {
      const [top] = await driverStandings(db, { categoriaId, temporada, limit: 1 });
      return top && top.pontuacao > 0 ? { temporada, pilotoId: top.idPiloto } : undefined;
    }),
  );
  return tops.filter((t) => t !== undefined);
}

/** Every driver's career in the category, historical and computed figures added up. */
export async function careers(db: Db, categoriaId: number): Promise<Career[]> {
  const [computed, historical, champions] = await Promise.all([
    computedCareers(db, categoriaId),
    historicalCareers(db, categoriaId),
    computedChampions(db, categoriaId),
  ]);
  const byKey = new Map<string, Career>();
  for (const h of historical) {
    const key = h.pilotoId === null ? `h${h.id}` : `p${h.pilotoId}`;
    byKey.set(key, { key, ...h, anos: [...h.anos] });
  }
  for (const c of computed) {
    const key = `p${c.pilotoId}`;
    const found = byKey.get(key);
    byKey.set(key, {
      key,
      nomePiloto: `${c.nome} ${c.sobrenome}`,
      foto: c.foto || (found?.foto ?? ''),
      corridas: (found?.corridas ?? 0) + c.corridas,
      vitorias: (found?.vitorias ?? 0) + c.vitorias,
      anos: found?.anos ?? [],
    });
  }
  for (const { temporada, pilotoId } of champions) {
    byKey.get(`p${pilotoId}`)?.anos.push(temporada);
  }
  return [...byKey.values()].filter((c) => c.corridas > 0 || c.anos.length > 0);
}
