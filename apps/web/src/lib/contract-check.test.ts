import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contractError } from './contract-check.ts';

const StageSchema = z.object({ idEtapa: z.number().int(), nome: z.string().default('') });

describe('contractError (docs/decisions/0026)', () => {
  it('names what does not fit the schema, and nothing when it fits', () => {
    expect(contractError(StageSchema, { idEtapa: 1, nome: 'Interlagos' })).toBeUndefined();
    expect(contractError(StageSchema, { idEtapa: 'um' })?.issues[0]?.path).toEqual(['idEtapa']);
  });

  it('checks nothing where the build left the schema out (false)', () => {
    expect(contractError(false, { idEtapa: 'um' })).toBeUndefined();
  });

  it('only checks: the value is not reshaped by defaults or stripping', () => {
    const answer = { idEtapa: 1, extra: true };
    expect(contractError(StageSchema, answer)).toBeUndefined();
    expect(answer).toEqual({ idEtapa: 1, extra: true });
  });
});
