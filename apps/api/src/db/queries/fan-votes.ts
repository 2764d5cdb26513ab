import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { circuito, etapa, fanpush, fanpushVoto } from '../schema/index.ts';

/**
 * A member's Fan Push votes with their stage, newest first: the member's receipts (issue 11)
 * and the data export (issue 12) read them.
 */
export function memberFanVotes(db: Db, usuarioId: number) {
  return db
    .select({
      v: fanpushVoto,
      etapaId: etapa.id,
      titulo: etapa.titulo,
      categoriaId: etapa.categoriaId,
      temporada: etapa.temporada,
      data: etapa.data,
      circuito: circuito.nome,
    })
    .from(fanpushVoto)
    .innerJoin(fanpush, eq(fanpush.id, fanpushVoto.fanpushId))
    .innerJoin(etapa, eq(etapa.id, fanpush.etapaId))
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId))
    .where(eq(fanpushVoto.usuarioId, usuarioId))
    .orderBy(desc(fanpushVoto.criadoEm), desc(fanpushVoto.id));
}
