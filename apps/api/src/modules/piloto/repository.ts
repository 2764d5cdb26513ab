import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { NEWS_PAGE_SIZE_LIST } from '@stockcar/shared/constants';
import type { Db } from '../../db/client.ts';
import {
  circuito,
  corrida,
  estatisticaPiloto,
  etapa,
  inscricao,
  noticia,
  noticiaVisivel,
  noticiaPiloto,
  piloto,
  resultado,
} from '../../db/schema/index.ts';

export function findDriver(db: Db, id: number) {
  return db.query.piloto.findFirst({ where: eq(piloto.id, id) });
}

/** The driver's entry in a category: the asked season, else the newest. */
export async function findEntry(db: Db, pilotoId: number, categoriaId: number, temporada?: number) {
  const [row] = await db
    .select()
    .from(inscricao)
    .where(
      and(
        eq(inscricao.pilotoId, pilotoId),
        eq(inscricao.categoriaId, categoriaId),
        temporada ? eq(inscricao.temporada, temporada) : undefined,
      ),
    )
    .orderBy(desc(inscricao.temporada))
    .limit(1);
  return row;
}

/**
 * The driver's career in the category as stored by the results' recomputation: historical
 * figures plus official results, the same numbers the hall of fame shows.
 */
export async function careerOf(db: Db, pilotoId: number, categoriaId: number) {
  const [row] = await db
    .select({
      poles: estatisticaPiloto.poles,
      vitorias: estatisticaPiloto.vitorias,
      titulos: sql<number>`cardinality(${estatisticaPiloto.anosTitulos})`.mapWith(Number),
    })
    .from(estatisticaPiloto)
    .where(
      and(eq(estatisticaPiloto.pilotoId, pilotoId), eq(estatisticaPiloto.categoriaId, categoriaId)),
    );
  return row ?? { poles: 0, vitorias: 0, titulos: 0 };
}

/**
 * Points per stage of one entry, named by circuit, in calendar order (the detail's chart): the
 * points its official results scored, so they add up to the standings.
 */
export function pointsPerCircuit(db: Db, inscricaoId: number) {
  return db
    .select({
      circuito: circuito.nome,
      cidade: circuito.cidade,
      pontoPiloto: sql<number>`coalesce(sum(${resultado.pontos}), 0)`.mapWith(Number),
    })
    .from(resultado)
    .innerJoin(corrida, and(eq(corrida.id, resultado.corridaId), eq(corrida.situacao, 'oficial')))
    .innerJoin(etapa, eq(etapa.id, corrida.etapaId))
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId))
    .where(eq(resultado.inscricaoId, inscricaoId))
    .groupBy(etapa.id, circuito.nome, circuito.cidade)
    .orderBy(asc(etapa.data));
}

/** The driver page's latest news: one page of the news list (public-site.md §9: 12). */
export function latestNews(db: Db, pilotoId: number, limit = NEWS_PAGE_SIZE_LIST) {
  return db
    .select({
      id: noticia.id,
      titulo: noticia.titulo,
      imagem: noticia.imagem,
      dataPublicacao: noticia.dataPublicacao,
    })
    .from(noticia)
    .innerJoin(noticiaPiloto, eq(noticiaPiloto.noticiaId, noticia.id))
    .where(and(eq(noticiaPiloto.pilotoId, pilotoId), noticiaVisivel()))
    .orderBy(desc(noticia.dataPublicacao))
    .limit(limit);
}
