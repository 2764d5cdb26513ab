import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { CALENDARIO_TEXTOS as TEXTOS } from '@stockcar/shared/schemas/admin/calendario';
import type { InscricaoInput } from '@stockcar/shared/schemas/admin/inscricoes';
import type { Db } from '../../db/client.ts';
import { corrida, equipe, inscricao, montadora, piloto, resultado } from '../../db/schema/index.ts';
import { requireSeason } from '../../db/queries/seasons.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { requireParent } from '../../plugins/admin/children.ts';
import { fieldProblem } from '../../plugins/problem.ts';

/** Another entry of the same category and season matching `where`, if any. */
async function sibling(db: Db, input: InscricaoInput, where: SQL, id?: number) {
  const [row] = await db
    .select({ id: inscricao.id })
    .from(inscricao)
    .where(
      and(
        eq(inscricao.categoriaId, input.categoriaId),
        eq(inscricao.temporada, input.temporada),
        where,
        id === undefined ? undefined : ne(inscricao.id, id),
      ),
    );
  return row;
}

/** The races an entry has results in (or took the pole or fastest lap of). */
export async function racesOfEntry(db: Db, id: number): Promise<number> {
  const [withResults, withMarks] = await independentReads(db, [
    () =>
      db
        .selectDistinct({ corridaId: resultado.corridaId })
        .from(resultado)
        .where(eq(resultado.inscricaoId, id)),
    () =>
      db
        .select({ corridaId: corrida.id })
        .from(corrida)
        .where(or(eq(corrida.poleInscricaoId, id), eq(corrida.voltaRapidaInscricaoId, id))),
  ]);
  return new Set([...withResults, ...withMarks].map((r) => r.corridaId)).size;
}

/**
 * The season exists, the driver, team and manufacturer too; the number is free in the season
 * and the driver not yet entered; an entry with results stays in its season.
 */
export async function checkEntry(db: Db, input: InscricaoInput, id?: number) {
  await requireSeason(db, input.categoriaId, input.temporada, 'temporada');
  await requireParent(db, piloto.id, input.pilotoId, 'pilotoId', TEXTOS.pilotoInexistente);
  await requireParent(db, equipe.id, input.equipeId, 'equipeId', TEXTOS.equipeInexistente);
  await requireParent(
    db,
    montadora.id,
    input.montadoraId,
    'montadoraId',
    TEXTOS.montadoraInexistente,
  );
  if (await sibling(db, input, eq(inscricao.numero, input.numero), id)) {
    throw fieldProblem('numero', TEXTOS.numeroRepetido(input.numero));
  }
  if (await sibling(db, input, eq(inscricao.pilotoId, input.pilotoId), id)) {
    throw fieldProblem('pilotoId', TEXTOS.pilotoJaInscrito);
  }
  if (id === undefined) return;
  const [stored] = await db.select().from(inscricao).where(eq(inscricao.id, id));
  const moved =
    stored && (stored.categoriaId !== input.categoriaId || stored.temporada !== input.temporada);
  if (moved && (await racesOfEntry(db, id)) > 0) {
    throw fieldProblem('temporada', TEXTOS.inscricaoMudaTemporada);
  }
}
