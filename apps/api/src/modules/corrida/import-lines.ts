import type { Inscrito, ResultadoLinhaInput } from '@stockcar/shared/schemas/admin/resultados';
import { IMPORTACAO_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';
import { fold, statusOf, type Cells } from './timing-file.ts';

/**
 * One line of the timing file read into a classification row: each cell checked on its own
 * (numbers, the status, the lap time), the driver's name checked against the entry the car
 * number names. The rules across lines (rules.ts) run on the rows that read cleanly.
 */

export interface ReadLine {
  row: ResultadoLinhaInput | undefined;
  /** The lap time of MELHOR_VOLTA in milliseconds. */
  melhorVoltaMs: number | undefined;
  erros: string[];
}

const INTEGER = /^\d{1,6}$/;
/** 'm:ss.fff', or seconds alone ('ss.fff'); a comma may stand for the point. */
const LAP_TIME = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,3}))(?:[.,](\d{1,3}))?$/;

/** An optional whole number cell: null when empty, undefined when it is not one. */
function integerCell(cell: string, min: number): number | null | undefined {
  if (cell === '') return null;
  if (!INTEGER.test(cell)) return undefined;
  const value = Number(cell);
  return value >= min ? value : undefined;
}

export function lapTimeMs(cell: string): number | undefined {
  const match = LAP_TIME.exec(cell);
  if (!match) return undefined;
  const [, minutes, seconds, onlySeconds, fraction = ''] = match;
  const whole = minutes ? Number(minutes) * 60 + Number(seconds) : Number(onlySeconds);
  return whole * 1000 + Number(fraction.padEnd(3, '0'));
}

/** The words of a name, folded and sorted: 'Conceição, João' is 'João Conceição'. */
const words = (name: string) => fold(name.replace(/,/g, ' ')).split(' ').sort().join(' ');

export function readLine(cells: Cells, inscrito: Inscrito | undefined): ReadLine {
  const erros: string[] = [];
  const posicao = integerCell(cells.POS, 1);
  if (posicao === undefined) erros.push(T.posicaoInvalida(cells.POS));
  const voltas = integerCell(cells.VOLTAS, 0);
  if (voltas === undefined) erros.push(T.voltasInvalidas(cells.VOLTAS));
  const largada = integerCell(cells.LARGADA, 1);
  if (largada === undefined) erros.push(T.largadaInvalida(cells.LARGADA));
  const status = statusOf(cells.STATUS);
  if (!status) erros.push(T.statusDesconhecido(cells.STATUS));
  const melhorVoltaMs = cells.MELHOR_VOLTA === '' ? undefined : lapTimeMs(cells.MELHOR_VOLTA);
  if (cells.MELHOR_VOLTA !== '' && melhorVoltaMs === undefined) {
    erros.push(T.melhorVoltaInvalida(cells.MELHOR_VOLTA));
  }
  if (cells.TEMPO.length > 40) erros.push(T.tempoLongo);
  if (cells.NUM === '') erros.push(T.numeroObrigatorio);
  if (inscrito && cells.PILOTO !== '' && words(cells.PILOTO) !== words(inscrito.piloto)) {
    erros.push(T.pilotoDiferente(cells.NUM, inscrito.piloto, cells.PILOTO));
  }
  if (
    erros.length > 0 ||
    posicao === undefined ||
    voltas === undefined ||
    largada === undefined ||
    !status
  ) {
    return { row: undefined, melhorVoltaMs, erros };
  }
  const row = { numero: cells.NUM, posicao, status, voltas, tempo: cells.TEMPO, largada };
  return { row, melhorVoltaMs, erros };
}
