import { describe, expect, it } from 'vitest';
import { TemporadaInputSchema } from '@stockcar/shared/schemas/admin/temporadas';
import { toTemporadaInput, validateTemporada } from './temporada-form.tsx';

const record = {
  id: 3,
  versao: 2,
  categoriaId: 1,
  ano: 2030,
  pontos: [30, 26, 22],
  pontosPole: 1,
  pontosVoltaRapida: 0,
  etapas: 4,
  inscricoes: 30,
};

describe('the season form', () => {
  it("sends the contract's fields only, without the copy unless asked", () => {
    const input = toTemporadaInput(record);
    expect(input).toEqual({
      categoriaId: 1,
      ano: 2030,
      pontos: [30, 26, 22],
      pontosPole: 1,
      pontosVoltaRapida: 0,
    });
    expect(TemporadaInputSchema.safeParse(input).success).toBe(true);
    expect(toTemporadaInput({ ...record, copiarInscricoesDe: 2029 })).toMatchObject({
      copiarInscricoesDe: 2029,
    });
    expect(validateTemporada(record)).toEqual({});
  });

  it('asks for emptied numbers and names a bad position of the table', () => {
    expect(validateTemporada({ ...record, pontosPole: null, pontos: [30, null, 40] })).toEqual({
      pontosPole: 'Informe os pontos da pole: um número inteiro de 0 a 1000.',
      pontos: '2º: Os pontos são números inteiros de 0 a 1000.',
    });
    expect(validateTemporada({ ...record, pontos: [] })).toEqual({
      pontos: 'Informe os pontos de pelo menos uma posição.',
    });
  });
});
