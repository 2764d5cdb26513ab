import { asc, inArray } from 'drizzle-orm';
import type { EtapaItem } from '@stockcar/shared/schemas/admin/etapas';
import type { Db } from '../../db/client.ts';
import { circuito, corrida, programacao, type etapa } from '../../db/schema/index.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { childrenOf } from '../../plugins/admin/children.ts';

type EtapaRow = typeof etapa.$inferSelect;

/** A page of stages as the console reads them: races, days and circuit names in three queries. */
export async function toStageItems(db: Db, rows: EtapaRow[]): Promise<EtapaItem[]> {
  const ids = rows.map((r) => r.id);
  const circuitIds = [...new Set(rows.map((r) => r.circuitoId))];
  const [races, days, circuits] = await independentReads(db, [
    () =>
      childrenOf(db, corrida, corrida.etapaId, ids, [asc(corrida.numero)], (r) => ({
        id: r.id,
        numero: r.numero,
        descricao: r.descricao,
        tipo: r.tipo,
        situacao: r.situacao,
      })),
    () =>
      childrenOf(
        db,
        programacao,
        programacao.etapaId,
        ids,
        [asc(programacao.data), asc(programacao.id)],
        (d) => ({ id: d.id, dia: d.dia, data: d.data, html: d.html }),
      ),
    async () =>
      circuitIds.length === 0
        ? []
        : db
            .select({ id: circuito.id, nome: circuito.nome })
            .from(circuito)
            .where(inArray(circuito.id, circuitIds)),
  ]);
  const circuitName = new Map(circuits.map((c) => [c.id, c.nome]));
  return rows.map((r) => {
    const corridas = races.get(r.id) ?? [];
    return {
      id: r.id,
      versao: r.versao,
      categoriaId: r.categoriaId,
      temporada: r.temporada,
      numero: r.numero,
      titulo: r.titulo,
      circuitoId: r.circuitoId,
      data: r.data.toISOString(),
      horaClassificacao: r.horaClassificacao ?? '',
      urlTickets: r.urlTickets ?? '',
      corridas,
      programacoes: days.get(r.id) ?? [],
      circuito: circuitName.get(r.circuitoId) ?? '',
      // From the races themselves: the stored flag is rewritten by the recomputation after this.
      finalizada: corridas.length > 0 && corridas.every((c) => c.situacao === 'oficial'),
    };
  });
}
