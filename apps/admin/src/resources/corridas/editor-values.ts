import type {
  ClassificacaoInput,
  CorridaDetalhe,
  ResultadoInput,
} from '@stockcar/shared/schemas/admin/resultados';
import type { StatusResultado } from '@stockcar/shared/schemas/admin/resultados-textos';

/**
 * The classification editor's values and the API's: the form keeps inputs as react-admin gives
 * them (empty numbers and selects as null), the save sends the contract's shape.
 */

export interface LinhaForm {
  numero: string | null;
  posicao: number | null;
  status: StatusResultado;
  voltas: number | null;
  tempo: string | null;
  largada: number | null;
}

export interface EditorValues {
  classificacao: LinhaForm[];
  pole: string | null;
  voltaRapida: string | null;
  voltaRapidaTempo: string | null;
}

/**
 * The saved classification, in its order; a race without one starts with every entered car,
 * by number, classified and without a position yet.
 */
export function toFormValues(race: CorridaDetalhe): EditorValues {
  const classificacao: LinhaForm[] =
    race.classificacao.length > 0
      ? race.classificacao.map((r) => ({
          numero: r.numero,
          posicao: r.posicao,
          status: r.status,
          voltas: r.voltas,
          tempo: r.tempo,
          largada: r.largada,
        }))
      : race.inscritos.map((e) => ({
          numero: e.numero,
          posicao: null,
          status: 'classificado',
          voltas: null,
          tempo: '',
          largada: null,
        }));
  return {
    classificacao,
    pole: race.pole?.numero ?? null,
    voltaRapida: race.voltaRapida?.numero ?? null,
    voltaRapidaTempo: race.voltaRapidaTempo,
  };
}

/** A number input's value: null when empty or not a number. */
const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * What the form says as the contract reads it: texts trimmed, empty selects null, and no position
 * for a car that is not classified (the status decides; a leftover number is not sent).
 */
export function toClassificacao(values: EditorValues): ClassificacaoInput {
  return {
    classificacao: values.classificacao.map((linha) => ({
      numero: linha.numero ?? '',
      posicao: linha.status === 'classificado' ? numberOrNull(linha.posicao) : null,
      status: linha.status,
      voltas: numberOrNull(linha.voltas),
      tempo: (linha.tempo ?? '').trim(),
      largada: numberOrNull(linha.largada),
    })),
    pole: values.pole || null,
    voltaRapida: values.voltaRapida || null,
    voltaRapidaTempo: (values.voltaRapidaTempo ?? '').trim(),
  };
}

export const toInput = (
  values: EditorValues,
  versao: number,
  oficializar: boolean,
): ResultadoInput => ({ ...toClassificacao(values), oficializar, versao });
