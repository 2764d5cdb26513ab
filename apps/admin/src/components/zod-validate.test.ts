import { describe, expect, it } from 'vitest';
import { CLUBE_TEXTOS, QuizPerguntaInputSchema } from '@stockcar/shared/schemas/admin/clube';
import { zodValidate } from './zod-validate.ts';

const validate = zodValidate(QuizPerguntaInputSchema);

describe('zodValidate', () => {
  it('answers nothing for valid values', () => {
    expect(
      validate({
        quizId: 1,
        ordem: 0,
        descricao: 'Quem venceu?',
        respostas: [
          { descricao: 'A', correta: true },
          { descricao: 'B', correta: false },
        ],
      }),
    ).toEqual({});
  });

  it("puts the contract's Portuguese messages under the fields, nested as the form is", () => {
    const errors = validate({
      quizId: 1,
      ordem: -1,
      descricao: '',
      respostas: [
        { descricao: 'A', correta: false },
        { descricao: '', correta: false },
      ],
    });
    expect(errors.ordem).toBe('A ordem não pode ser negativa.');
    expect(errors.descricao).toBe('Informe a pergunta.');
    expect((errors.respostas as unknown as Record<string, unknown>[])[1]).toEqual({
      descricao: 'Informe a resposta.',
    });
  });

  it('names the array when no answer is the right one', () => {
    const errors = validate({
      quizId: 1,
      ordem: 0,
      descricao: 'Quem?',
      respostas: [
        { descricao: 'A', correta: false },
        { descricao: 'B', correta: false },
      ],
    });
    expect(errors.respostas).toBe(CLUBE_TEXTOS.umaCorreta);
  });
});
