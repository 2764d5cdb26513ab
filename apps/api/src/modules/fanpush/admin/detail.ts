import { and, asc, eq } from 'drizzle-orm';
import type { FanpushJanelaDetalhe } from '@stockcar/shared/schemas/admin/fanpush';
import type { Db } from '../../../db/client.ts';
import { fanpushPiloto, fanpushResultado, inscricao, piloto } from '../../../db/schema/index.ts';
import { independentReads } from '../../../db/independent-reads.ts';
import { PROSERIES } from '../candidates.ts';
import { fullName } from '../repository.ts';
import { pickCounts, rankByVotes } from '../tally.ts';
import { toItems, type WindowRow } from './windows-read.ts';

/**
 * One window for race control (issue 11): its counts per candidate (live from the confirmed
 * ballots while it runs, its frozen result once closed) and the drivers who may be candidates.
 */

/** The Pro Series entry list of a season, by name, with each driver's car number. */
async function entries(db: Db, temporada: number) {
  const rows = await db
    .select({
      idPiloto: piloto.id,
      nome: piloto.nome,
      sobrenome: piloto.sobrenome,
      numero: inscricao.numero,
    })
    .from(inscricao)
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .where(and(eq(inscricao.categoriaId, PROSERIES), eq(inscricao.temporada, temporada)))
    .orderBy(asc(piloto.nome), asc(piloto.sobrenome), asc(piloto.id));
  return rows.map((r) => ({ idPiloto: r.idPiloto, nome: fullName(r), numero: r.numero }));
}

const driverColumns = { id: piloto.id, nome: piloto.nome, sobrenome: piloto.sobrenome };

/** Counts per candidate, most voted first: the frozen rows once closed, else the ballots. */
async function counts(db: Db, row: WindowRow) {
  const id = row.w.id;
  if (row.w.encerradaEm) {
    return db
      .select({
        ...driverColumns,
        votos: fanpushResultado.votos,
        posicao: fanpushResultado.posicao,
      })
      .from(fanpushResultado)
      .innerJoin(piloto, eq(piloto.id, fanpushResultado.pilotoId))
      .where(eq(fanpushResultado.fanpushId, id))
      .orderBy(asc(fanpushResultado.posicao));
  }
  const candidates = await db
    .select(driverColumns)
    .from(fanpushPiloto)
    .innerJoin(piloto, eq(piloto.id, fanpushPiloto.pilotoId))
    .where(eq(fanpushPiloto.fanpushId, id));
  return rankByVotes(candidates, await pickCounts(db, id));
}

export async function toDetail(db: Db, row: WindowRow, now: Date): Promise<FanpushJanelaDetalhe> {
  const [[item], inscritos, contagem] = await independentReads(db, [
    () => toItems(db, [row], now),
    () => entries(db, row.temporada),
    () => counts(db, row),
  ]);
  if (!item) throw new Error('window item missing');
  const numbers = new Map(inscritos.map((e) => [e.idPiloto, e.numero]));
  return {
    ...item,
    contagem: contagem.map((c) => ({
      idPiloto: c.id,
      nome: fullName(c),
      numero: numbers.get(c.id) ?? '',
      votos: c.votos,
      posicao: c.posicao,
    })),
    inscritos,
  };
}
