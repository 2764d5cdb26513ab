import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { forgotFailureText, resetFailureText, updateFailureText } from './failure-texts.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

describe('account failure texts (fan-club.md §8)', () => {
  it('maps the unknown e-mail of the forgot password to the friendlier text', () => {
    expect(forgotFailureText(new ApiError(404, 'Usuário não encontrado'))).toBe(
      'E-mail incorreto, ou não cadastrado',
    );
    expect(forgotFailureText(new ApiError(429, clubePtBr.muitasTentativas))).toBe(
      clubePtBr.muitasTentativas,
    );
    expect(forgotFailureText(new ApiError(500, 'Ocorreu um erro'))).toBe(
      'Algo deu errado na requisição',
    );
    expect(forgotFailureText(new TypeError('offline'))).toBe('Algo deu errado na requisição');
  });

  it('adds the server reason to the reset failure only for a refused request', () => {
    expect(resetFailureText(new ApiError(400, clubePtBr.linkInvalido))).toBe(
      `Ocorreu um erro ao processar a requisição. ${clubePtBr.linkInvalido}`,
    );
    expect(resetFailureText(new ApiError(0, 'network'))).toBe(
      'Ocorreu um erro ao processar a requisição.',
    );
  });

  it('shows the server text of an update failure, else the hint', () => {
    expect(updateFailureText(new ApiError(400, clubePtBr.senhaAtualIncorreta))).toBe(
      clubePtBr.senhaAtualIncorreta,
    );
    expect(updateFailureText(new ApiError(503, 'x'))).toBe(
      'Algo deu errado. Verifique se a senha atual está correta e tente novamente',
    );
  });
});
