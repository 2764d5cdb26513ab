import type {
  ClassificacaoInput,
  Inscrito,
  ResultadoLinhaInput,
} from '@stockcar/shared/schemas/admin/resultados';
import type { ImportacaoResposta } from '@stockcar/shared/schemas/admin/resultados-importacao';
import { IMPORTACAO_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';
import { readLine, type ReadLine } from './import-lines.ts';
import { classificationProblems, type RuleContext } from './rules.ts';
import type { Cells, TimingFile } from './timing-file.ts';

/**
 * The timing file checked against the race (issue 11): each line read, the classification's
 * rules run over the lines that read cleanly, the pole and fastest lap found. The preview shows
 * the outcome; a save takes `input` only when the whole file is valid.
 */

export interface ImportContext extends RuleContext {
  /** The race's pole and fastest lap as stored, kept when the file has no column for them. */
  atual: Pick<ClassificacaoInput, 'pole' | 'voltaRapida' | 'voltaRapidaTempo'>;
}

type Preview = Omit<ImportacaoResposta, 'corrida'>;
type Line = ReadLine & { linha: number; cells: Cells; inscrito: Inscrito | undefined };

/** The pole: the car on grid slot 1 where the file has LARGADA, else the stored one if listed. */
function poleOf(file: TimingFile, rows: ResultadoLinhaInput[], ctx: ImportContext) {
  if (file.colunas.includes('LARGADA')) return rows.find((r) => r.largada === 1)?.numero ?? null;
  const pole = ctx.atual.pole;
  return pole !== null && rows.some((r) => r.numero === pole) ? pole : null;
}

/** The fastest lap: the smallest MELHOR_VOLTA of a classified car, else the stored one if valid. */
function fastestOf(file: TimingFile, lines: Line[], ctx: ImportContext) {
  const classified = lines.filter((l) => l.row?.status === 'classificado');
  if (file.colunas.includes('MELHOR_VOLTA')) {
    let best: Line | undefined;
    for (const line of classified) {
      const ms = line.melhorVoltaMs;
      if (ms !== undefined && (best?.melhorVoltaMs === undefined || ms < best.melhorVoltaMs)) {
        best = line;
      }
    }
    return {
      voltaRapida: best?.cells.NUM ?? null,
      voltaRapidaTempo: best?.cells.MELHOR_VOLTA ?? '',
    };
  }
  const { voltaRapida, voltaRapidaTempo } = ctx.atual;
  return classified.some((l) => l.cells.NUM === voltaRapida)
    ? { voltaRapida, voltaRapidaTempo }
    : { voltaRapida: null, voltaRapidaTempo: '' };
}

export function previewImport(
  file: TimingFile,
  ctx: ImportContext,
): { previa: Preview; input: ClassificacaoInput | undefined } {
  const lines: Line[] = file.linhas.map(({ linha, cells }) => {
    const inscrito = ctx.inscritos.get(cells.NUM);
    return { ...readLine(cells, inscrito), linha, cells, inscrito };
  });
  const clean = lines.filter((l) => l.row !== undefined);
  const rows = clean.flatMap((l) => (l.row ? [l.row] : []));
  const input = {
    classificacao: rows,
    pole: poleOf(file, rows, ctx),
    ...fastestOf(file, lines, ctx),
  };
  const erros = [...file.erros];
  for (const problem of rows.length > 0 ? classificationProblems(input, ctx) : []) {
    const line = problem.indice === undefined ? undefined : clean[problem.indice];
    if (line) line.erros.push(problem.mensagem);
    else erros.push(problem.mensagem);
  }
  const valido = erros.length === 0 && lines.every((l) => l.erros.length === 0);
  const classificados = rows.filter((r) => r.status === 'classificado').length;
  const previa: Preview = {
    valido,
    colunas: file.colunas,
    linhas: lines.map((l) => ({
      linha: l.linha,
      posicao: l.cells.POS,
      numero: l.cells.NUM,
      piloto: l.cells.PILOTO,
      voltas: l.cells.VOLTAS,
      tempo: l.cells.TEMPO,
      status: l.cells.STATUS,
      largada: l.cells.LARGADA,
      melhorVolta: l.cells.MELHOR_VOLTA,
      inscrito: l.inscrito ?? null,
      erros: l.erros,
    })),
    erros,
    resumo: {
      codificacao: file.codificacao,
      separador: file.separador,
      ignoradas: file.ignoradas,
      linhas: file.linhas.length,
      classificados,
      naoClassificados: rows.length - classificados,
      pole: input.pole,
      voltaRapida: input.voltaRapida,
      voltaRapidaTempo: input.voltaRapidaTempo,
    },
  };
  return { previa, input: valido ? input : undefined };
}

/** The preview's errors as a 400's field errors: the file's, then each line's, named by line. */
export function importProblems(previa: Preview) {
  return [
    ...previa.erros.map((message) => ({ path: 'arquivo', message })),
    ...previa.linhas.flatMap((l) =>
      l.erros.map((erro) => ({
        path: `arquivo.linha.${l.linha}`,
        message: T.linha(l.linha, erro),
      })),
    ),
  ];
}
