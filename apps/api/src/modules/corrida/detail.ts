import { and, eq, sql } from 'drizzle-orm';
import { classifiesByClass } from '@stockcar/shared/racing-rules';
import type {
  CorridaDetalhe,
  Inscrito,
  LinhaClassificacao,
} from '@stockcar/shared/schemas/admin/resultados';
import { STATUS_RESULTADO } from '@stockcar/shared/schemas/admin/resultados-textos';
import type { Db } from '../../db/client.ts';
import { corrida, equipe, inscricao, piloto, resultado } from '../../db/schema/index.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { categoryName, racesFrom, toItem } from './repository.ts';

/** A race as the console's results page reads it (issue 11): three queries, whatever its size. */

const pilotName = sql<string>`${piloto.nome} || ' ' || ${piloto.sobrenome}`;
const byNumber = (a: { numero: string }, b: { numero: string }) =>
  a.numero.localeCompare(b.numero, 'pt-BR', { numeric: true });

/** The season's entry list, by car number. */
export async function seasonEntries(db: Db, categoriaId: number, temporada: number) {
  const rows: Inscrito[] = await db
    .select({
      id: inscricao.id,
      numero: inscricao.numero,
      piloto: pilotName,
      equipe: equipe.nome,
      subcategoria: inscricao.subcategoria,
    })
    .from(inscricao)
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .innerJoin(equipe, eq(equipe.id, inscricao.equipeId))
    .where(and(eq(inscricao.categoriaId, categoriaId), eq(inscricao.temporada, temporada)));
  return rows.sort(byNumber);
}

/** Classified first, by class and position; then DNF, DSQ, DNS, most laps first. */
function classificationOrder(porClasse: boolean) {
  const rank = (row: LinhaClassificacao) => STATUS_RESULTADO.indexOf(row.status);
  return (a: LinhaClassificacao, b: LinhaClassificacao) =>
    rank(a) - rank(b) ||
    (porClasse ? (a.subcategoria ?? '').localeCompare(b.subcategoria ?? '') : 0) ||
    (a.posicao ?? 0) - (b.posicao ?? 0) ||
    (b.voltas ?? 0) - (a.voltas ?? 0) ||
    byNumber(a, b);
}

async function classification(db: Db, corridaId: number, porClasse: boolean) {
  const rows: LinhaClassificacao[] = await db
    .select({
      posicao: resultado.posicao,
      numero: inscricao.numero,
      inscricaoId: resultado.inscricaoId,
      piloto: pilotName,
      equipe: equipe.nome,
      subcategoria: inscricao.subcategoria,
      voltas: resultado.voltas,
      tempo: resultado.tempo,
      largada: resultado.largada,
      status: resultado.status,
      pontos: resultado.pontos,
    })
    .from(resultado)
    .innerJoin(inscricao, eq(inscricao.id, resultado.inscricaoId))
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .innerJoin(equipe, eq(equipe.id, inscricao.equipeId))
    .where(eq(resultado.corridaId, corridaId));
  return rows.sort(classificationOrder(porClasse));
}

const carOf = (entries: readonly Inscrito[], id: number | null) => {
  const entry = id === null ? undefined : entries.find((e) => e.id === id);
  return entry ? { inscricaoId: entry.id, numero: entry.numero } : null;
};

export async function raceDetail(db: Db, id: number): Promise<CorridaDetalhe | undefined> {
  const [race] = await racesFrom(db).where(eq(corrida.id, id));
  if (!race) return undefined;
  const porClasse = classifiesByClass(race.categoriaId);
  const [rows, inscritos] = await independentReads(db, [
    () => classification(db, id, porClasse),
    () => seasonEntries(db, race.categoriaId, race.temporada),
  ]);
  return {
    ...toItem(race),
    categoria: categoryName(race.categoriaId),
    classificaPorClasse: porClasse,
    pole: carOf(inscritos, race.poleInscricaoId),
    voltaRapida: carOf(inscritos, race.voltaRapidaInscricaoId),
    voltaRapidaTempo: race.voltaRapidaTempo,
    classificacao: rows,
    inscritos,
  };
}
