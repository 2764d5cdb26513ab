import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estatisticaPiloto, hallDaFamaHistorico, piloto } from '../../db/schema/index.ts';
import { independentReads } from '../../db/independent-reads.ts';

/** A driver's career in a category: historical figures plus those of official results. */
export interface Career {
  key: string;
  nomePiloto: string;
  foto: string;
  corridas: number;
  vitorias: number;
  anos: number[];
}

/**
 * Every career of the category: the drivers' stored figures (history and results together,
 * the numbers their pages show, issue 11) and the retired legends of the history table.
 */
export async function careers(db: Db, categoriaId: number): Promise<Career[]> {
  const [drivers, legends] = await independentReads(db, [
    () =>
      db
        .select({
          pilotoId: piloto.id,
          nome: piloto.nome,
          sobrenome: piloto.sobrenome,
          foto: piloto.imagem,
          corridas: estatisticaPiloto.corridas,
          vitorias: estatisticaPiloto.vitorias,
          anos: estatisticaPiloto.anosTitulos,
        })
        .from(estatisticaPiloto)
        .innerJoin(piloto, eq(piloto.id, estatisticaPiloto.pilotoId))
        .where(eq(estatisticaPiloto.categoriaId, categoriaId)),
    () =>
      db
        .select()
        .from(hallDaFamaHistorico)
        .where(
          and(
            eq(hallDaFamaHistorico.categoriaId, categoriaId),
            isNull(hallDaFamaHistorico.pilotoId),
          ),
        ),
  ]);
  return [
    ...drivers.map((d) => ({
      key: `p${d.pilotoId}`,
      nomePiloto: `${d.nome} ${d.sobrenome}`,
      foto: d.foto,
      corridas: d.corridas,
      vitorias: d.vitorias,
      anos: d.anos,
    })),
    ...legends.map((h) => ({
      key: `h${h.id}`,
      nomePiloto: h.nomePiloto,
      foto: h.foto,
      corridas: h.corridas,
      vitorias: h.vitorias,
      anos: h.anosTitulos,
    })),
  ].filter((c) => c.corridas > 0 || c.anos.length > 0);
}
