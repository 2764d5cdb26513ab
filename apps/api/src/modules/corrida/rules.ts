import type { ClassificacaoInput, Inscrito } from '@stockcar/shared/schemas/admin/resultados';
import { RESULTADOS_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';

/**
 * What makes a classification valid (issue 11), for the editor's save and the CSV import alike:
 * every car entered in the season and listed once, classified cars in positions 1..n without
 * gaps or repeats (within each class where the category classifies per class), the others
 * without a position, one car per grid slot, pole and fastest lap among the listed cars (the
 * fastest lap a classified one). Pure: the caller loads the season's entry list.
 */

export interface RuleContext {
  /** The season's entries by car number. */
  inscritos: ReadonlyMap<string, Inscrito>;
  /** Positions count within the entry's class (turismo). */
  porClasse: boolean;
  temporada: number;
  categoria: string;
}

/** A broken rule: the row (its index) and field, or a field of the race; the message. */
export interface RuleProblem {
  indice?: number;
  campo: string;
  mensagem: string;
}

type Row = ClassificacaoInput['classificacao'][number];

function rowProblems(rows: readonly Row[], ctx: RuleContext): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const cars = new Set<string>();
  const grid = new Set<number>();
  rows.forEach((row, indice) => {
    const add = (campo: string, mensagem: string) => problems.push({ indice, campo, mensagem });
    if (!ctx.inscritos.has(row.numero)) {
      add('numero', T.naoInscrito(row.numero, ctx.temporada, ctx.categoria));
    } else if (cars.has(row.numero)) add('numero', T.carroRepetido(row.numero));
    cars.add(row.numero);
    if (row.status === 'classificado' && row.posicao === null) {
      add('posicao', T.semPosicao(row.numero));
    } else if (row.status !== 'classificado' && row.posicao !== null) {
      add('posicao', T.posicaoSemClassificacao(row.numero, row.status));
    }
    if (row.largada !== null && grid.has(row.largada)) {
      add('largada', T.largadaRepetida(row.largada));
    }
    if (row.largada !== null) grid.add(row.largada);
  });
  return problems;
}

/** Positions 1..n of each class (one class where positions are overall). */
function positionProblems(rows: readonly Row[], ctx: RuleContext): RuleProblem[] {
  const classes = new Map<string, { indice: number; posicao: number; numero: string }[]>();
  rows.forEach((row, indice) => {
    if (row.status !== 'classificado' || row.posicao === null) return;
    const classe = ctx.porClasse ? (ctx.inscritos.get(row.numero)?.subcategoria ?? '') : '';
    classes.set(classe, [
      ...(classes.get(classe) ?? []),
      { indice, posicao: row.posicao, numero: row.numero },
    ]);
  });
  const problems: RuleProblem[] = [];
  for (const [classe, classified] of classes) {
    const total = classified.length;
    const taken = new Map<number, string[]>();
    for (const { posicao, numero } of classified) {
      taken.set(posicao, [...(taken.get(posicao) ?? []), numero]);
    }
    classified.forEach(({ indice, posicao }, i) => {
      const holders = taken.get(posicao) ?? [];
      const first = classified.findIndex((c) => c.posicao === posicao);
      if (holders.length > 1 && i !== first) {
        const mensagem = T.posicaoRepetida(posicao, classe, holders);
        problems.push({ indice, campo: 'posicao', mensagem });
      }
    });
    const falta = Array.from({ length: total }, (_, i) => i + 1).find((p) => !taken.has(p));
    for (const { indice, posicao } of classified) {
      if (posicao > total && falta !== undefined) {
        problems.push({
          indice,
          campo: 'posicao',
          mensagem: T.posicaoForaDeSequencia(posicao, classe, total, falta),
        });
      }
    }
  }
  return problems;
}

function raceProblems(input: ClassificacaoInput): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const rowOf = (numero: string) => input.classificacao.find((r) => r.numero === numero);
  if (input.pole !== null && !rowOf(input.pole)) {
    problems.push({ campo: 'pole', mensagem: T.poleFora(input.pole) });
  }
  const fastest = input.voltaRapida === null ? undefined : rowOf(input.voltaRapida);
  if (input.voltaRapida !== null && !fastest) {
    problems.push({ campo: 'voltaRapida', mensagem: T.voltaRapidaFora(input.voltaRapida) });
  } else if (fastest && fastest.status !== 'classificado') {
    problems.push({
      campo: 'voltaRapida',
      mensagem: T.voltaRapidaNaoClassificado(fastest.numero, fastest.status),
    });
  }
  if (input.voltaRapida === null && input.voltaRapidaTempo !== '') {
    problems.push({ campo: 'voltaRapidaTempo', mensagem: T.tempoSemVoltaRapida });
  }
  return problems;
}

export function classificationProblems(input: ClassificacaoInput, ctx: RuleContext): RuleProblem[] {
  return [
    ...rowProblems(input.classificacao, ctx),
    ...positionProblems(input.classificacao, ctx),
    ...raceProblems(input),
  ];
}
