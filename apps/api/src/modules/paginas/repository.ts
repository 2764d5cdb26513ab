import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categoria, equipe, inscricao, paginaEvento, piloto } from '../../db/schema/index.ts';

/*
 * The few reads a page's head needs that the modules' own repositories do not have; the others
 * (an article, a gallery, a circuit, a season's stages, a B2B product) are theirs, reused here.
 */

/** The category's logo: the preview image of pages without one of their own. */
export async function categoryArt(db: Db, id: number) {
  const [row] = await db
    .select({ imgLogo: categoria.imgLogo, imgBackground: categoria.imgBackground })
    .from(categoria)
    .where(eq(categoria.id, id));
  return row;
}

/** The driver and the team of their newest entry in the category (none: not a page). */
export async function driverWithTeam(db: Db, pilotoId: number, categoriaId: number) {
  const [row] = await db
    .select({ piloto, equipe: equipe.nome, numero: inscricao.numero })
    .from(inscricao)
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .innerJoin(equipe, eq(equipe.id, inscricao.equipeId))
    .where(and(eq(inscricao.pilotoId, pilotoId), eq(inscricao.categoriaId, categoriaId)))
    .orderBy(desc(inscricao.temporada))
    .limit(1);
  return row;
}

/** A team's drivers in a season of the category (none: the team page is not found). */
export function teamDrivers(db: Db, equipeId: number, categoriaId: number, temporada: number) {
  return db
    .select({ equipe, nome: piloto.nome, sobrenome: piloto.sobrenome })
    .from(inscricao)
    .innerJoin(equipe, eq(equipe.id, inscricao.equipeId))
    .innerJoin(piloto, eq(piloto.id, inscricao.pilotoId))
    .where(
      and(
        eq(inscricao.equipeId, equipeId),
        eq(inscricao.categoriaId, categoriaId),
        eq(inscricao.temporada, temporada),
      ),
    )
    .orderBy(asc(piloto.sobrenome), asc(piloto.nome));
}

export async function findEventPage(db: Db, pagina: string) {
  const [row] = await db
    .select({ titulo: paginaEvento.titulo, linhaFina: paginaEvento.linhaFina })
    .from(paginaEvento)
    .where(eq(paginaEvento.pagina, pagina));
  return row;
}
