import { and, desc, eq } from 'drizzle-orm';
import type { PilotoFavorito } from '@stockcar/shared/schemas/clube-perfil';
import type { Db } from '../../../db/client.ts';
import { inscricao, piloto } from '../../../db/schema/index.ts';
import { resolveSeason } from '../../../db/queries/seasons.ts';

/** Favourite drivers come from `GET Piloto/categoria/1` (fan-club.md §7): Pro Series. */
export const FAVOURITE_CATEGORY_ID = 1;

function toFavorito(p: typeof piloto.$inferSelect, numero: string | undefined): PilotoFavorito {
  return {
    id: p.id,
    nome: `${p.nome} ${p.sobrenome}`.trim(),
    numero: numero ?? '',
    imagem: p.imagem,
    background: p.background,
    capacete: p.imagemCapacete,
    carro3d: p.imagemCarro,
  };
}

/** A driver of this season's Pro Series list, or undefined: the only ones a member may pick. */
export async function pickableFavourite(db: Db, pilotoId: number) {
  const temporada = await resolveSeason(db, FAVOURITE_CATEGORY_ID, undefined);
  const [row] = await db
    .select({ p: piloto, numero: inscricao.numero })
    .from(piloto)
    .innerJoin(inscricao, eq(inscricao.pilotoId, piloto.id))
    .where(
      and(
        eq(piloto.id, pilotoId),
        eq(inscricao.categoriaId, FAVOURITE_CATEGORY_ID),
        eq(inscricao.temporada, temporada),
      ),
    );
  return row ? toFavorito(row.p, row.numero) : undefined;
}

/** The stored favourite as the profile shows it (number of his latest Pro Series entry). */
export async function favouriteOf(db: Db, pilotoId: number | null) {
  if (pilotoId === null) return null;
  const [row] = await db
    .select({ p: piloto, numero: inscricao.numero })
    .from(piloto)
    .leftJoin(
      inscricao,
      and(eq(inscricao.pilotoId, piloto.id), eq(inscricao.categoriaId, FAVOURITE_CATEGORY_ID)),
    )
    .where(eq(piloto.id, pilotoId))
    .orderBy(desc(inscricao.temporada))
    .limit(1);
  return row ? toFavorito(row.p, row.numero ?? undefined) : null;
}
