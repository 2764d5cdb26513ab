import { eq, inArray } from 'drizzle-orm';
import type { ReciboFanpush } from '@stockcar/shared/schemas/fanpush-recibos';
import type { Db } from '../../db/client.ts';
import { memberFanVotes } from '../../db/queries/fan-votes.ts';
import { inscricao, piloto } from '../../db/schema/index.ts';
import { fullName } from './repository.ts';

/**
 * A member's ballot receipts (issue 11): each confirmed ballot, newest first, with its
 * receipt, stage and the three picks as cards (the driver's number in that stage's season).
 * The member finds the receipt in the window's published export.
 */
export async function receiptsOf(db: Db, usuarioId: number): Promise<ReciboFanpush[]> {
  const rows = (await memberFanVotes(db, usuarioId))
    .filter((r) => r.v.status === 'confirmado')
    .sort((a, b) => (b.v.confirmadoEm?.getTime() ?? 0) - (a.v.confirmadoEm?.getTime() ?? 0));
  const ids = [...new Set(rows.flatMap((r) => [r.v.piloto1Id, r.v.piloto2Id, r.v.piloto3Id]))];
  const drivers = ids.length
    ? await db
        .select({
          p: piloto,
          categoriaId: inscricao.categoriaId,
          temporada: inscricao.temporada,
          numero: inscricao.numero,
        })
        .from(piloto)
        .leftJoin(inscricao, eq(inscricao.pilotoId, piloto.id))
        .where(inArray(piloto.id, ids))
    : [];
  const card = (id: number, stage: { categoriaId: number; temporada: number }) => {
    const entries = drivers.filter((d) => d.p.id === id);
    const entry = entries.find(
      (d) => d.categoriaId === stage.categoriaId && d.temporada === stage.temporada,
    );
    const p = entries[0]?.p;
    return { id, nome: p ? fullName(p) : '', numero: entry?.numero ?? '', imagem: p?.imagem ?? '' };
  };
  return rows.map((r) => ({
    recibo: r.v.recibo ?? '',
    idEtapaFanpush: r.etapaId,
    etapa: r.titulo,
    circuito: r.circuito,
    dataEtapa: r.data.toISOString(),
    confirmadoEm: r.v.confirmadoEm?.toISOString() ?? '',
    pilotos: [r.v.piloto1Id, r.v.piloto2Id, r.v.piloto3Id].map((id) => card(id, r)),
  }));
}
