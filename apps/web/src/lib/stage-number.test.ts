import { describe, expect, it } from 'vitest';
import { stageNumber } from './stage-number.ts';

describe('stageNumber', () => {
  it('takes the first number of the stage text', () => {
    expect(stageNumber('3ª Etapa')).toBe(3);
    expect(stageNumber('Etapa 12 - Interlagos')).toBe(12);
    expect(stageNumber('1ª Etapa 2025 - Goiânia')).toBe(1);
  });

  it('is undefined when the text carries no number', () => {
    expect(stageNumber('Corrida do Milhão')).toBeUndefined();
  });
});
