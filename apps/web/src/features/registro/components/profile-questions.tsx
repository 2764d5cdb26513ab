import { useId } from 'react';
import { TEXT_FIELD_MAX } from '@stockcar/shared/constants';
import type { PerguntaRegistro } from '@stockcar/shared/schemas/clube/registro';
import { useSignupLanguage } from './signup-language.tsx';

interface QuestionProps {
  pergunta: PerguntaRegistro;
  value: string;
  onChange: (value: string) => void;
}

/** One profile question of GET /Registro: a choice ('opcao') or a short text ('texto'). */
function Question({ pergunta, value, onChange }: QuestionProps) {
  const { t } = useSignupLanguage();
  const id = useId();
  const control = {
    id,
    className: 'field__control',
    required: pergunta.obrigatoria,
    value,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {pergunta.descricao}{' '}
        {pergunta.obrigatoria ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="field__hint">{t('fields.optional')}</span>
        )}
      </label>
      {pergunta.tipo === 'opcao' ? (
        <select {...control} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('fields.select')}</option>
          {pergunta.opcoes.map((opcao) => (
            <option key={opcao} value={opcao}>
              {opcao}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...control}
          maxLength={TEXT_FIELD_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

interface ProfileQuestionsProps {
  perguntas: readonly PerguntaRegistro[];
  answers: Record<number, string>;
  onAnswer: (idPesquisaPerfil: number, resposta: string) => void;
}

/** The sign-up's questions other than the favourite driver's, if the server has any. */
export function ProfileQuestions({ perguntas, answers, onAnswer }: ProfileQuestionsProps) {
  return (
    <>
      {perguntas.map((pergunta) => (
        <Question
          key={pergunta.idPesquisaPerfil}
          pergunta={pergunta}
          value={answers[pergunta.idPesquisaPerfil] ?? ''}
          onChange={(value) => onAnswer(pergunta.idPesquisaPerfil, value)}
        />
      ))}
    </>
  );
}
