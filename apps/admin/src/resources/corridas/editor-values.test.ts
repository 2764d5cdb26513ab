import { describe, expect, it } from 'vitest';
import { corridaFixture, FIXTURE_CLASSIFICACAO } from '../../testing/corridas.ts';
import { toClassificacao, toFormValues, toInput, type EditorValues } from './editor-values.ts';

/** A classified row with nothing filled but the car. */
const blank = (numero: string) => ({
  numero,
  posicao: null,
  status: 'classificado' as const,
  voltas: null,
  tempo: '',
  largada: null,
});

describe('toFormValues', () => {
  it('puts the saved classification, pole and fastest lap in the form, by car number', () => {
    expect(toFormValues(corridaFixture())).toEqual(FIXTURE_CLASSIFICACAO);
  });

  it('starts a race without results with every entered car, classified, no position yet', () => {
    const values = toFormValues(
      corridaFixture({ classificacao: [], pole: null, voltaRapida: null, voltaRapidaTempo: '' }),
    );
    expect(values).toEqual({
      classificacao: [blank('7'), blank('12')],
      pole: null,
      voltaRapida: null,
      voltaRapidaTempo: '',
    });
  });
});

describe('toClassificacao and toInput', () => {
  const form: EditorValues = {
    classificacao: [
      {
        numero: '12',
        posicao: 1,
        status: 'classificado',
        voltas: 30,
        tempo: ' 45:01.234 ',
        largada: null,
      },
      // A position left in the field of a car then marked DNS is not sent.
      { numero: '7', posicao: 2, status: 'DNS', voltas: Number.NaN, tempo: null, largada: 1 },
      {
        numero: null,
        posicao: null,
        status: 'classificado',
        voltas: null,
        tempo: null,
        largada: null,
      },
    ],
    pole: '',
    voltaRapida: '12',
    voltaRapidaTempo: null,
  };

  it('sends the contract: no position unless classified, empty inputs as null or empty text', () => {
    expect(toClassificacao(form)).toEqual({
      classificacao: [
        {
          numero: '12',
          posicao: 1,
          status: 'classificado',
          voltas: 30,
          tempo: '45:01.234',
          largada: null,
        },
        { numero: '7', posicao: null, status: 'DNS', voltas: null, tempo: '', largada: 1 },
        blank(''),
      ],
      pole: null,
      voltaRapida: '12',
      voltaRapidaTempo: '',
    });
  });

  it('adds the version read and whether to publish', () => {
    expect(toInput(form, 3, true)).toMatchObject({
      versao: 3,
      oficializar: true,
      voltaRapida: '12',
    });
    expect(toInput(form, 3, false).oficializar).toBe(false);
  });
});
