import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { NEWS_PAGE_SIZE_LIST } from '@stockcar/shared/constants';
import type { Db } from '../../db/client.ts';
import { pointsFor } from '../../db/queries/points.ts';
import {
  circuito,
  corrida,
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

/** Poles and wins over every season of the category. */
export async function careerCounts(db: Db, pilotoId: number, categoriaId: number) {
  const [row] = await db
    .select({
      poles: sql<number>`count(*) filter (where ${resultado.largada} = 1)`.mapWith(Number),
      vitorias: sql<number>`count(*) filter (where ${resultado.posicao} = 1)`.mapWith(Number),
    })
    .from(resultado)
    .innerJoin(inscricao, eq(inscricao.id, resultado.inscricaoId))
    .where(and(eq(inscricao.pilotoId, pilotoId), eq(inscricao.categoriaId, categoriaId)));
  return { poles: row?.poles ?? 0, vitorias: row?.vitorias ?? 0 };
}

/** Points per stage of one entry, named by circuit, in calendar order (the detail's chart). */
export function pointsPerCircuit(db: Db, inscricaoId: number) {
  return db
    .select({
      circuito: circuito.nome,
      cidade: circuito.cidade,
      pontoPiloto: sql<number>`coalesce(sum(${pointsFor(resultado.posicao)}), 0)`.mapWith(Number),
    })
    .from(resultado)
    .innerJoin(corrida, eq(corrida.id, resultado.corridaId))
    .innerJoin(etapa, eq(etapa.id, corrida.etapaId))
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId))
    .where(eq(resultado.inscricaoId, inscricaoId))
    .groupBy(etapa.id, circuito.nome, circuito.cidade)
    .orderBy(asc(etapa.data));
}

/** Seasons of the category whose every stage is finished: their champions hold titles. */
export async function finishedSeasons(db: Db, categoriaId: number) {
  const rows = await db
    .select({
      temporada: etapa.temporada,
      abertas: count(sql`case when not ${etapa.finalizada} then 1 end`),
    })
    .from(etapa)
    .where(eq(etapa.categoriaId, categoriaId))
    .groupBy(etapa.temporada);
  return rows.filter((r) => r.abertas === 0).map((r) => r.temporada);
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
