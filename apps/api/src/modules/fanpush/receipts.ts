import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ReciboFanpush } from '@stockcar/shared/schemas/fanpush';
import type { Db } from '../../db/client.ts';
import { circuito, etapa, fanpush, fanpushVoto, inscricao, piloto } from '../../db/schema/index.ts';
import { fullName } from './repository.ts';

/**
 * A member's ballot receipts (issue 11): each confirmed ballot with its receipt, stage and the
 * three picks as cards (the driver's number in that stage's season). The member finds the
 * receipt in the window's published export.
 */
export async function receiptsOf(db: Db, usuarioId: number): Promise<ReciboFanpush[]> {
  const rows = await db
    .select({
      v: fanpushVoto,
      etapaId: etapa.id,
      titulo: etapa.titulo,
      temporada: etapa.temporada,
      categoriaId: etapa.categoriaId,
      data: etapa.data,
      circuito: circuito.nome,
    })
    .from(fanpushVoto)
    .innerJoin(fanpush, eq(fanpush.id, fanpushVoto.fanpushId))
    .innerJoin(etapa, eq(etapa.id, fanpush.etapaId))
    .innerJoin(circuito, eq(circuito.id, etapa.circuitoId))
    .where(and(eq(fanpushVoto.usuarioId, usuarioId), eq(fanpushVoto.status, 'confirmado')))
    .orderBy(desc(fanpushVoto.confirmadoEm), desc(fanpushVoto.id));
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
  const card = (id: number, categoriaId: number, temporada: number) => {
    const entries = drivers.filter((d) => d.p.id === id);
    const entry = entries.find((d) => d.categoriaId === categoriaId && d.temporada === temporada);
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
    pilotos: [r.v.piloto1Id, r.v.piloto2Id, r.v.piloto3Id].map((id) =>
      card(id, r.categoriaId, r.temporada),
    ),
  }));
}
