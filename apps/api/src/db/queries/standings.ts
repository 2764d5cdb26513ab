import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { corrida, equipe, inscricao, montadora, piloto, resultado } from '../schema/index.ts';
import { pointsFor } from './points.ts';

export interface StandingsFilter {
  categoriaId: number;
  temporada: number;
  subcategoria?: string | undefined;
  /** Turismo: only sprint or only endurance races count. */
  tipo?: 'sprint' | 'endurance' | undefined;
  equipeId?: number | undefined;
  limit?: number | undefined;
}

/** Points and wins per entry, summed from race results (never stored). */
function scoredEntries(db: Db, f: StandingsFilter) {
  const counted = f.tipo
    ? and(eq(corrida.id, resultado.corridaId), eq(corrida.tipo, f.tipo))
    : eq(corrida.id, resultado.corridaId);
  return db.$with('scored').as(
    db
      .select({
        inscricaoId: sql<number>`${inscricao.id}`.as('inscricao_id'),
        pontos:
          sql<number>`coalesce(sum(case when ${corrida.id} is not null then ${pointsFor(resultado.posicao)} end), 0)`
            .mapWith(Number)
            .as('pontos'),
        vitorias:
          sql<number>`count(*) filter (where ${corrida.id} is not null and ${resultado.posicao} = 1)`
            .mapWith(Number)
            .as('vitorias'),
      })
      .from(inscricao)
      .leftJoin(resultado, eq(resultado.inscricaoId, inscricao.id))
      .leftJoin(corrida, counted)
      .where(
        and(
          eq(inscricao.categoriaId, f.categoriaId),
          eq(inscricao.temporada, f.temporada),
          f.subcategoria ? eq(inscricao.subcategoria, f.subcategoria) : undefined,
          f.equipeId ? eq(inscricao.equipeId, f.equipeId) : undefined,
        ),
      )
      .groupBy(inscricao.id),
  );
}

/** Driver standings in one query: entry, driver, team and manufacturer with derived points. */
export async function driverStandings(db: Db, f: StandingsFilter) {
  const scored = scoredEntries(db, f);
  const rows = await db
    .with(scored)
    .select({
      inscricaoId: inscricao.id,
      idPiloto: piloto.id,
      nome: piloto.nome,
      sobrenome: piloto.sobrenome,
      numero: inscricao.numero,
      carro: inscricao.carro,
      subcategoria: inscricao.subcategoria,
      imagem: piloto.imagem,
      imagemB: piloto.imagemB,
      equipe: equipe.nome,
      idEquipe: equipe.id,
      logoEquipe: equipe.logo,
      logoMontadora: montadora.logo,
      pontuacao: scored.pontos,
      vitorias: scored.vitorias,
    })
    .from(scored)
    .innerJoin(inscricao, eq(inscricao.id, scored.inscricaoId))
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .innerJoin(equipe, eq(equipe.id, inscricao.equipeId))
    .innerJoin(montadora, eq(montadora.id, inscricao.montadoraId))
    .orderBy(desc(scored.pontos), desc(scored.vitorias), asc(piloto.sobrenome), asc(piloto.id))
    .limit(f.limit ?? 4000);
  return rows.map((r, i) => ({ ...r, posicao: i + 1 }));
}

/** Team standings: the sum of the team's entries' points. */
export async function teamStandings(db: Db, f: StandingsFilter) {
  const scored = scoredEntries(db, f);
  const rows = await db
    .with(scored)
    .select({
      idEquipe: equipe.id,
      nomeEquipe: equipe.nome,
      logo: equipe.logo,
      logoB: equipe.logoB,
      pontuacaoEquipe: sql<number>`sum(${scored.pontos})`.mapWith(Number),
      vitorias: sql<number>`sum(${scored.vitorias})`.mapWith(Number),
    })
    .from(scored)
    .innerJoin(inscricao, eq(inscricao.id, scored.inscricaoId))
    .innerJoin(equipe, eq(equipe.id, inscricao.equipeId))
    .groupBy(equipe.id)
    .orderBy(desc(sql`sum(${scored.pontos})`), desc(sql`sum(${scored.vitorias})`), asc(equipe.nome))
    .limit(f.limit ?? 4000);
  return rows.map((r, i) => ({ ...r, posicao: i + 1 }));
}

export type DriverStanding = Awaited<ReturnType<typeof driverStandings>>[number];
export type TeamStanding = Awaited<ReturnType<typeof teamStandings>>[number];

/** The spec's driver card from a standings row. */
export function toPilotoCard(r: DriverStanding) {
  return {
    idPiloto: r.idPiloto,
    nome: r.nome,
    sobrenome: r.sobrenome,
    numero: r.numero,
    pontuacao: r.pontuacao,
    imagem: r.imagem,
    imagemB: r.imagemB,
    logoMontadora: r.logoMontadora,
    logoEquipe: r.logoEquipe,
    carro: r.carro,
    equipe: r.equipe,
    subcategoria: r.subcategoria,
  };
}

/** The spec's team card from a team standings row. */
export function toEquipeCard(r: TeamStanding) {
  return {
    idEquipe: r.idEquipe,
    nomeEquipe: r.nomeEquipe,
    logo: r.logo,
    logoEquipe: r.logo,
    logoEquipeB: r.logoB,
    pontuacaoEquipe: r.pontuacaoEquipe,
  };
}
