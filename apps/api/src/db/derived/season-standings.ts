import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { standingsCuts, type StandingsCut } from '@stockcar/shared/racing-rules';
import type { Db } from '../client.ts';
import {
  classificacaoEquipe,
  classificacaoPiloto,
  corrida,
  equipe,
  etapa,
  inscricao,
  piloto,
  resultado,
  temporadaCategoria,
} from '../schema/index.ts';
import {
  addResult,
  emptyTally,
  mergeTally,
  rankStandings,
  resultPoints,
  type PointsTable,
  type Tally,
} from '../../lib/race-scoring.ts';

/** The season's points table; a season without its row gets one with the default table. */
export async function seasonTable(db: Db, categoriaId: number, ano: number): Promise<PointsTable> {
  await db.insert(temporadaCategoria).values({ categoriaId, ano }).onConflictDoNothing();
  const [row] = await db
    .select({
      pontos: temporadaCategoria.pontos,
      pontosPole: temporadaCategoria.pontosPole,
      pontosVoltaRapida: temporadaCategoria.pontosVoltaRapida,
    })
    .from(temporadaCategoria)
    .where(and(eq(temporadaCategoria.categoriaId, categoriaId), eq(temporadaCategoria.ano, ano)));
  if (!row) throw new Error(`season ${categoriaId}/${ano} missing after insert`);
  return row;
}

async function loadSeason(db: Db, categoriaId: number, temporada: number) {
  const entries = await db
    .select({
      id: inscricao.id,
      pilotoId: inscricao.pilotoId,
      equipeId: inscricao.equipeId,
      subcategoria: inscricao.subcategoria,
      nome: sql<string>`${piloto.sobrenome} || ' ' || ${piloto.nome}`,
      equipeNome: equipe.nome,
    })
    .from(inscricao)
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .innerJoin(equipe, eq(equipe.id, inscricao.equipeId))
    .where(and(eq(inscricao.categoriaId, categoriaId), eq(inscricao.temporada, temporada)));
  const races = await db
    .select({
      id: corrida.id,
      tipo: corrida.tipo,
      oficial: sql<boolean>`${corrida.situacao} = 'oficial'`,
      poleInscricaoId: corrida.poleInscricaoId,
      voltaRapidaInscricaoId: corrida.voltaRapidaInscricaoId,
    })
    .from(corrida)
    .innerJoin(etapa, eq(etapa.id, corrida.etapaId))
    .where(and(eq(etapa.categoriaId, categoriaId), eq(etapa.temporada, temporada)));
  const results =
    races.length === 0
      ? []
      : await db
          .select({
            id: resultado.id,
            corridaId: resultado.corridaId,
            inscricaoId: resultado.inscricaoId,
            posicao: resultado.posicao,
            status: resultado.status,
            pontos: resultado.pontos,
          })
          .from(resultado)
          .where(
            inArray(
              resultado.corridaId,
              races.map((r) => r.id),
            ),
          )
          .orderBy(asc(resultado.id));
  return { entries, races, results };
}

type Season = Awaited<ReturnType<typeof loadSeason>>;

/** Every result's points by the season's table; the changed ones are written back. */
async function scoreResults(db: Db, season: Season, table: PointsTable) {
  const raceOf = new Map(season.races.map((r) => [r.id, r]));
  const changed: { id: number; pontos: number }[] = [];
  const scored = season.results.map((r) => {
    const race = raceOf.get(r.corridaId);
    const pontos = race ? resultPoints(r, race, table) : 0;
    if (pontos !== r.pontos) changed.push({ id: r.id, pontos });
    return { ...r, pontos };
  });
  for (let i = 0; i < changed.length; i += 1000) {
    const values = changed
      .slice(i, i + 1000)
      .map((c) => sql`(${c.id}::integer, ${c.pontos}::integer)`);
    await db.execute(
      sql`update resultado set pontos = v.pontos from (values ${sql.join(values, sql`, `)}) as v(id, pontos) where resultado.id = v.id`,
    );
  }
  return scored;
}

/** Drivers' and teams' tables of one cut, from the official races of that cut. */
function cutStandings(season: Season, scored: Season['results'], cut: StandingsCut) {
  const entries = season.entries.filter(
    (e) => cut.subcategoria === '' || e.subcategoria === cut.subcategoria,
  );
  const races = season.races.filter((r) => r.oficial && (cut.tipo === '' || r.tipo === cut.tipo));
  const raceIds = new Set(races.map((r) => r.id));
  const tallies = new Map<number, Tally>(entries.map((e) => [e.id, emptyTally()]));
  for (const r of scored) {
    if (raceIds.has(r.corridaId)) {
      const tally = tallies.get(r.inscricaoId);
      if (tally) addResult(tally, r);
    }
  }
  for (const race of races) {
    const tally = race.poleInscricaoId === null ? undefined : tallies.get(race.poleInscricaoId);
    if (tally) tally.poles += 1;
  }
  const drivers = rankStandings(
    entries.map((e) => ({ ...(tallies.get(e.id) ?? emptyTally()), id: e.id, nome: e.nome })),
  );
  const teams = new Map<number, Tally & { id: number; nome: string }>();
  for (const e of entries) {
    const team = teams.get(e.equipeId) ?? { ...emptyTally(), id: e.equipeId, nome: e.equipeNome };
    mergeTally(team, tallies.get(e.id) ?? emptyTally());
    teams.set(e.equipeId, team);
  }
  return { drivers, teams: rankStandings([...teams.values()]) };
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * Scores the season's results and rewrites its standings in every cut, then marks each stage
 * finished when all its races are official. Runs inside the caller's transaction.
 */
export async function writeSeasonStandings(db: Db, categoriaId: number, temporada: number) {
  const table = await seasonTable(db, categoriaId, temporada);
  const season = await loadSeason(db, categoriaId, temporada);
  const scored = await scoreResults(db, season, table);
  const pilotoOf = new Map(season.entries.map((e) => [e.id, e.pilotoId]));
  const driverRows = [];
  const teamRows = [];
  for (const cut of standingsCuts(categoriaId)) {
    const { drivers, teams } = cutStandings(season, scored, cut);
    const key = { categoriaId, temporada, ...cut };
    for (const d of drivers) {
      driverRows.push({
        ...key,
        inscricaoId: d.id,
        pilotoId: pilotoOf.get(d.id) ?? 0,
        posicao: d.posicao,
        pontos: d.pontos,
        vitorias: d.vitorias,
        podios: d.podios,
        poles: d.poles,
        corridas: d.corridas,
        chegadas: d.chegadas,
      });
    }
    for (const e of teams) {
      teamRows.push({
        ...key,
        equipeId: e.id,
        posicao: e.posicao,
        pontos: e.pontos,
        vitorias: e.vitorias,
      });
    }
  }
  const ofSeason = (table: typeof classificacaoPiloto | typeof classificacaoEquipe) =>
    and(eq(table.categoriaId, categoriaId), eq(table.temporada, temporada));
  await db.delete(classificacaoPiloto).where(ofSeason(classificacaoPiloto));
  await db.delete(classificacaoEquipe).where(ofSeason(classificacaoEquipe));
  await insertChunks(driverRows, (chunk) => db.insert(classificacaoPiloto).values(chunk));
  await insertChunks(teamRows, (chunk) => db.insert(classificacaoEquipe).values(chunk));
  await db.execute(sql`
    update etapa set finalizada = s.oficial
    from (
      select c.etapa_id, bool_and(c.situacao = 'oficial') as oficial
      from corrida c join etapa e on e.id = c.etapa_id
      where e.categoria_id = ${categoriaId} and e.temporada = ${temporada}
      group by c.etapa_id
    ) s
    where etapa.id = s.etapa_id and etapa.finalizada <> s.oficial`);
}
