import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  TALENT_STORAGE_KEY,
  forgetSavedCandidate,
  readSavedCandidate,
  serverText,
  storeSavedCandidate,
  submitTalent,
  type TalentSteps,
} from './talent-checkpoint.ts';
import { cvPtBr } from '@stockcar/shared/locales/cv/pt-br';
import { errorsPtBr } from '@stockcar/shared/locales/errors/pt-br';

/** What the server answers for candidate n: its id and its CV upload token. */
const saved = (n: number) => ({ idCandidato: n, tokenUpload: `token-${n}` });

function steps(overrides: Partial<TalentSteps> = {}) {
  return {
    saveCandidate: vi.fn<TalentSteps['saveCandidate']>(async () => saved(41)),
    uploadCv: vi.fn<TalentSteps['uploadCv']>(async () => undefined),
    onSaved: vi.fn<TalentSteps['onSaved']>(),
    ...overrides,
  };
}

describe('talent form checkpoints (public-site.md §4)', () => {
  it('saves the candidate (checkpoint 1), then uploads the CV (checkpoint 2)', async () => {
    const order: string[] = [];
    const s = steps({
      onSaved: (c) => order.push(`saved ${c.idCandidato}`),
      uploadCv: async (c) => void order.push(`upload ${c.idCandidato} with ${c.tokenUpload}`),
    });
    const outcome = await submitTalent({ checkpoint: 0 }, s);
    expect(outcome).toEqual({ ok: true, state: { checkpoint: 2, ...saved(41) } });
    expect(order).toEqual(['saved 41', 'upload 41 with token-41']);
  });

  it('keeps checkpoint 1 when the upload fails, and the retry only uploads', async () => {
    const failing = steps({
      uploadCv: vi.fn(async () => {
        throw new ApiError(500, errorsPtBr.serverError);
      }),
    });
    const first = await submitTalent({ checkpoint: 0 }, failing);
    expect(first).toEqual({
      ok: false,
      state: { checkpoint: 1, ...saved(41) },
      message: 'Ocorreu um erro ao salvar o curriculo. Tente novamente',
    });

    const retry = steps();
    const second = await submitTalent(first.state, retry);
    expect(second).toEqual({ ok: true, state: { checkpoint: 2, ...saved(41) } });
    expect(retry.saveCandidate).not.toHaveBeenCalled();
    expect(retry.onSaved).not.toHaveBeenCalled();
    expect(retry.uploadCv).toHaveBeenCalledWith(saved(41));
  });

  it("shows the server's text for a refused CV", async () => {
    const s = steps({
      uploadCv: vi.fn(async () => {
        throw new ApiError(415, cvPtBr.type);
      }),
    });
    const outcome = await submitTalent({ checkpoint: 1, ...saved(5) }, s);
    expect(outcome).toMatchObject({ ok: false, message: cvPtBr.type });
    expect(outcome.state).toEqual({ checkpoint: 1, ...saved(5) });
  });

  it('does not upload when the candidate was not saved, and says why', async () => {
    const refused = steps({
      saveCandidate: vi.fn(async () => {
        throw new ApiError(400, 'Selecione uma área válida.');
      }),
    });
    expect(await submitTalent({ checkpoint: 0 }, refused)).toEqual({
      ok: false,
      state: { checkpoint: 0 },
      message: 'Selecione uma área válida.',
    });
    expect(refused.uploadCv).not.toHaveBeenCalled();

    const offline = steps({
      saveCandidate: vi.fn(async () => {
        throw new ApiError(0, 'TypeError: Failed to fetch');
      }),
    });
    expect(await submitTalent({ checkpoint: 0 }, offline)).toMatchObject({
      ok: false,
      message: 'Algo deu errado ao enviar os dados para o Banco de talentos',
    });
  });

  it('counts a CV the server already holds as sent (the first answer was lost)', async () => {
    const s = steps({
      uploadCv: vi.fn(async () => {
        throw new ApiError(409, cvPtBr.alreadySent);
      }),
    });
    expect(await submitTalent({ checkpoint: 1, ...saved(8) }, s)).toEqual({
      ok: true,
      state: { checkpoint: 2, ...saved(8) },
    });
  });

  it('starts over when the saved candidate is gone', async () => {
    const s = steps({
      uploadCv: vi.fn(async () => {
        throw new ApiError(404, cvPtBr.candidateNotFound);
      }),
    });
    expect(await submitTalent({ checkpoint: 1, ...saved(8) }, s)).toEqual({
      ok: false,
      state: { checkpoint: 0 },
      message: cvPtBr.candidateNotFound,
    });
  });
});

describe('server text (public-site.md §8)', () => {
  it("is a problem's detail, never a network error, a hidden 5xx or an HTML page", () => {
    expect(serverText(new ApiError(413, cvPtBr.size))).toBe(cvPtBr.size);
    expect(serverText(new ApiError(500, 'Disco cheio'))).toBe('Disco cheio');
    expect(serverText(new ApiError(0, 'TypeError: Failed to fetch'))).toBeUndefined();
    expect(serverText(new ApiError(500, errorsPtBr.serverError))).toBeUndefined();
    expect(serverText(new ApiError(502, '<html>Bad gateway</html>'))).toBeUndefined();
    expect(serverText(new Error('boom'))).toBeUndefined();
  });
});

describe('saved candidate in session storage', () => {
  it('survives a reload of the tab until forgotten', () => {
    expect(readSavedCandidate()).toEqual({ checkpoint: 0 });
    storeSavedCandidate(saved(12));
    expect(readSavedCandidate()).toEqual({ checkpoint: 1, ...saved(12) });
    forgetSavedCandidate();
    expect(readSavedCandidate()).toEqual({ checkpoint: 0 });
  });

  it('ignores a corrupt value, and one saved before upload tokens existed', () => {
    sessionStorage.setItem(TALENT_STORAGE_KEY, '{"idCandidato":"x"}');
    expect(readSavedCandidate()).toEqual({ checkpoint: 0 });
    sessionStorage.setItem(TALENT_STORAGE_KEY, '{"idCandidato":12}');
    expect(readSavedCandidate()).toEqual({ checkpoint: 0 });
  });
});
