import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  classificacaoEquipe,
  classificacaoPiloto,
  equipe,
  inscricao,
  montadora,
  piloto,
} from '../schema/index.ts';

/**
 * Standings as stored by the results' recomputation (db/derived/): read in position order,
 * never summed per request.
 */
export interface StandingsFilter {
  categoriaId: number;
  temporada: number;
  /** A class (e-stock PRO/Amador, turismo A/B); all when absent. */
  subcategoria?: string | undefined;
  /** Turismo: only sprint or only endurance races; all when absent. */
  tipo?: 'sprint' | 'endurance' | undefined;
  equipeId?: number | undefined;
  limit?: number | undefined;
}

const cutOf = (
  table: typeof classificacaoPiloto | typeof classificacaoEquipe,
  f: StandingsFilter,
) =>
  and(
    eq(table.categoriaId, f.categoriaId),
    eq(table.temporada, f.temporada),
    eq(table.subcategoria, f.subcategoria ?? ''),
    eq(table.tipo, f.tipo ?? ''),
  );

/**
 * Driver standings: entry, driver, team and manufacturer with the stored points. Positions
 * are those of the whole cut, also when one team's drivers are asked for.
 */
export async function driverStandings(db: Db, f: StandingsFilter) {
  return db
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
      pontuacao: classificacaoPiloto.pontos,
      vitorias: classificacaoPiloto.vitorias,
      posicao: classificacaoPiloto.posicao,
    })
    .from(classificacaoPiloto)
    .innerJoin(inscricao, eq(inscricao.id, classificacaoPiloto.inscricaoId))
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .innerJoin(equipe, eq(equipe.id, inscricao.equipeId))
    .innerJoin(montadora, eq(montadora.id, inscricao.montadoraId))
    .where(
      and(
        cutOf(classificacaoPiloto, f),
        f.equipeId ? eq(inscricao.equipeId, f.equipeId) : undefined,
      ),
    )
    .orderBy(asc(classificacaoPiloto.posicao))
    .limit(f.limit ?? 4000);
}

/** Team standings: the sum of the team's entries' points, as stored. */
export async function teamStandings(db: Db, f: StandingsFilter) {
  return db
    .select({
      idEquipe: equipe.id,
      nomeEquipe: equipe.nome,
      logo: equipe.logo,
      logoB: equipe.logoB,
      pontuacaoEquipe: classificacaoEquipe.pontos,
      vitorias: classificacaoEquipe.vitorias,
      posicao: classificacaoEquipe.posicao,
    })
    .from(classificacaoEquipe)
    .innerJoin(equipe, eq(equipe.id, classificacaoEquipe.equipeId))
    .where(cutOf(classificacaoEquipe, f))
    .orderBy(asc(classificacaoEquipe.posicao))
    .limit(f.limit ?? 4000);
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
