import { tiposOf } from '@stockcar/shared/racing-rules';
import { blankHtml, numberOrNull as number, text } from '../../components/form-values.ts';

/**
 * The stage form's values as the API's EtapaInput. The race start is already an instant (the
 * Brasília date-time input parses what is typed, brasilia.ts); emptied texts are '', emptied
 * numbers null (the contract's messages then ask for them); races and days keep their ids.
 */

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v) => v !== null && typeof v === 'object') : [];
/** An id the API gave (new items have none). */
const idOf = (value: unknown) => (typeof value === 'number' ? { id: value } : {});

export function toEtapaInput(values: Record<string, unknown>) {
  const categoriaId = number(values.categoriaId);
  // A type only where the category has types: a type chosen before switching category goes.
  const typed = categoriaId !== null && tiposOf(categoriaId).length > 0;
  return {
    categoriaId,
    temporada: number(values.temporada),
    numero: number(values.numero),
    titulo: text(values.titulo),
    circuitoId: number(values.circuitoId),
    data: text(values.data),
    horaClassificacao: text(values.horaClassificacao),
    urlTickets: text(values.urlTickets),
    corridas: list(values.corridas).map((c) => ({
      ...idOf(c.id),
      numero: number(c.numero),
      descricao: text(c.descricao),
      tipo: typed ? text(c.tipo) || null : null,
    })),
    programacoes: list(values.programacoes).map((d) => ({
      ...idOf(d.id),
      dia: text(d.dia),
      data: text(d.data),
      html: blankHtml(d.html),
    })),
  };
}
