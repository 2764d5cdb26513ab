import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { failedOutcome } from './save-outcome.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

describe('failedOutcome', () => {
  it("links to the profile when the server refuses the member's data", () => {
    expect(failedOutcome(new ApiError(400, 'CPF inválido.'))).toEqual({
      variant: 'danger',
      text: 'CPF inválido.',
      linkToProfile: true,
    });
  });

  it('does not link for an unknown driver, which the profile cannot fix', () => {
    const outcome = failedOutcome(new ApiError(400, clubePtBr.pilotoInvalido));
    expect(outcome).toMatchObject({ text: clubePtBr.pilotoInvalido, linkToProfile: false });
  });

  it('hides server and network failures behind the generic text', () => {
    for (const error of [new ApiError(500, 'boom'), new ApiError(0, 'TypeError'), new Error('x')]) {
      expect(failedOutcome(error)).toMatchObject({
        text: clubePtBr.erroGenerico,
        linkToProfile: false,
      });
    }
  });
});
