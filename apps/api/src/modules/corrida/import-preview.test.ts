import { describe, expect, it } from 'vitest';
import type { Inscrito } from '@stockcar/shared/schemas/admin/resultados';
import {
  IMPORTACAO_TEXTOS as I,
  RESULTADOS_TEXTOS as R,
} from '@stockcar/shared/schemas/admin/resultados-textos';
import { GOOD_SUMMARY } from '../../../test/corridas.ts';
import { importProblems, previewImport, type ImportContext } from './import-preview.ts';
import { readTimingFile } from './timing-file.ts';

const entry = (id: number, numero: string, piloto: string, subcategoria: string | null = null) => ({
  id,
  numero,
  piloto,
  equipe: 'Equipe',
  subcategoria,
});
const ENTRIES: Inscrito[] = [
  entry(1, '12', 'João Conceição', 'A'),
  entry(2, '7', 'Ana Alves', 'A'),
  entry(3, '30', 'Bia Borges', 'B'),
  entry(4, '5', 'Caio Costa', 'B'),
];
const context = (overrides: Partial<ImportContext> = {}): ImportContext => ({
  inscritos: new Map(ENTRIES.map((e) => [e.numero, e])),
  porClasse: false,
  temporada: 2026,
  categoria: 'Stock Car Pro Series',
  atual: { pole: null, voltaRapida: null, voltaRapidaTempo: '' },
  ...overrides,
});
const preview = (text: string, ctx = context()) =>
  previewImport(readTimingFile(new TextEncoder().encode(text)), ctx);
const lineErrors = (text: string, ctx = context()) =>
  preview(text, ctx).previa.linhas.map((l) => [l.linha, l.erros]);

const GOOD = [
  'POS;NUM;PILOTO;VOLTAS;TEMPO;STATUS;LARGADA;MELHOR_VOLTA',
  '1;12;JOÃO CONCEIÇÃO;30;45:01.234;;2;1:31.500',
  '2;7;Alves, Ana;30;+1.200;Classificado;1;1:31,200',
  '3;30;Bia Borges;30;+5.000;;4;1:30.900',
  ';5;Caio Costa;12;;Abandono;3;1:29.000',
].join('\n');

describe('previewImport: a good file', () => {
  it('reads every line into the classification, the pole from LARGADA, the fastest lap of a classified car', () => {
    const { previa, input } = preview(GOOD);
    expect(previa.valido).toBe(true);
    expect(previa.erros).toEqual([]);
    expect(previa.linhas.map((l) => l.inscrito?.id)).toEqual([1, 2, 3, 4]);
    expect(previa.resumo).toMatchObject(GOOD_SUMMARY);
    expect(input?.classificacao).toEqual([
      {
        numero: '12',
        posicao: 1,
        status: 'classificado',
        voltas: 30,
        tempo: '45:01.234',
        largada: 2,
      },
      { numero: '7', posicao: 2, status: 'classificado', voltas: 30, tempo: '+1.200', largada: 1 },
      { numero: '30', posicao: 3, status: 'classificado', voltas: 30, tempo: '+5.000', largada: 4 },
      { numero: '5', posicao: null, status: 'DNF', voltas: 12, tempo: '', largada: 3 },
    ]);
  });

  it.each([
    ['NC', 'DNF'],
    ['dsq', 'DSQ'],
    ['Desclassificado', 'DSQ'],
    ['DNS', 'DNS'],
    ['não largou', 'DNS'],
  ])('reads STATUS %s as %s', (written, status) => {
    const { input } = preview(`POS;NUM;STATUS\n1;12;\n;7;${written}`);
    expect(input?.classificacao[1]?.status).toBe(status);
  });

  it('keeps the stored pole and fastest lap when the file has no column for them', () => {
    const atual = { pole: '7', voltaRapida: '12', voltaRapidaTempo: '1:30.000' };
    const kept = preview('POS;NUM\n1;12\n2;7', context({ atual })).input;
    expect(kept).toMatchObject(atual);
    const gone = preview('POS;NUM;STATUS\n1;30\n;12;DNF', context({ atual })).input;
    expect(gone).toMatchObject({ pole: null, voltaRapida: null, voltaRapidaTempo: '' });
  });
});

describe('previewImport: what is wrong, line by line', () => {
  it('names each bad cell', () => {
    expect(
      lineErrors(
        'POS;NUM;VOLTAS;STATUS;LARGADA;MELHOR_VOLTA;TEMPO\nprimeiro;12;-1;XYZ;0;1m30;' +
          'x'.repeat(41) +
          '\n2;;;;;;',
      ),
    ).toEqual([
      [
        2,
        [
          I.posicaoInvalida('primeiro'),
          I.voltasInvalidas('-1'),
          I.largadaInvalida('0'),
          I.statusDesconhecido('XYZ'),
          I.melhorVoltaInvalida('1m30'),
          I.tempoLongo,
        ],
      ],
      [3, [I.numeroObrigatorio]],
    ]);
  });

  it("names both drivers when PILOTO is not the car's", () => {
    expect(lineErrors('POS;NUM;PILOTO\n1;12;Pedro Silva')).toEqual([
      [2, [I.pilotoDiferente('12', 'João Conceição', 'Pedro Silva')]],
    ]);
  });

  it('applies the classification rules to the lines', () => {
    const text = 'POS;NUM;STATUS\n1;12;\n2;77;\n2;7;\n3;30;DNF\n5;5;\n;12;DNS';
    expect(lineErrors(text)).toEqual([
      [2, []],
      [3, [R.naoInscrito('77', 2026, 'Stock Car Pro Series')]],
      [4, [R.posicaoRepetida(2, '', ['77', '7'])]],
      [5, [R.posicaoSemClassificacao('30', 'DNF')]],
      [6, [R.posicaoForaDeSequencia(5, '', 4, 3)]],
      [7, [R.carroRepetido('12')]],
    ]);
  });

  it('counts positions within the class where the category classifies per class', () => {
    const text = 'POS;NUM\n1;12\n2;7\n1;30\n3;5';
    expect(preview(text, context({ porClasse: true })).previa.linhas.map((l) => l.erros)).toEqual([
      [],
      [],
      [],
      [R.posicaoForaDeSequencia(3, 'B', 2, 2)],
    ]);
    expect(preview(text).previa.linhas.map((l) => l.erros)).toEqual([
      [],
      [],
      [R.posicaoRepetida(1, '', ['12', '30'])],
      [],
    ]);
  });

  it('turns every error into a field error named by line, and gives no input to save', () => {
    const { previa, input } = preview('POS;NUM\nx;12\n1;77');
    expect(input).toBeUndefined();
    expect(importProblems(previa)).toEqual([
      { path: 'arquivo.linha.2', message: `Linha 2: ${I.posicaoInvalida('x')}` },
      {
        path: 'arquivo.linha.3',
        message: `Linha 3: ${R.naoInscrito('77', 2026, 'Stock Car Pro Series')}`,
      },
    ]);
    expect(importProblems(preview('PILOTO\nAna').previa)).toEqual([
      { path: 'arquivo', message: I.colunasFaltando(['POS', 'NUM']) },
    ]);
  });
});
