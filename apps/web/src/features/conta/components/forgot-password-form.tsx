import { useId } from 'react';
import { AccountForm } from './account-form.tsx';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EsqueceuSenhaSchema } from '@stockcar/shared/schemas/clube/registro';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { paths } from '../../../config/paths.ts';
import { esqueceuSenha } from '../api/esqueceu-senha.ts';
import { forgotFailureText } from '../utils/failure-texts.ts';
import { SubmitRow } from './submit-row.tsx';
import './account.css';

/** Asks for a reset link (fan-club.md §2, §8); the answer says to check the e-mail. */
export function ForgotPasswordForm() {
  const id = useId();
  const form = useSchemaForm(EsqueceuSenhaSchema, { email: '' });
  const notice = useTimedNotice();
  const mutation = useMutation({
    mutationFn: esqueceuSenha,
    onMutate: () => notice.hide(),
    onError: (error) => notice.show(forgotFailureText(error)),
  });
  if (mutation.isSuccess) {
    return (
      <div className="account" aria-live="polite">
        <p className="stockclub__lead">{mutation.data.mensagem}</p>
        <p className="account__text">
          O link vale por 30 minutos. Não recebeu? Confira a caixa de spam ou peça outro link.
        </p>
        <div className="account__actions">
          <button type="button" className="button" onClick={() => mutation.reset()}>
            Pedir outro link
          </button>
          <Link className="account__link" to={paths.stockclub.login}>
            Voltar para o login
          </Link>
        </div>
      </div>
    );
  }
  const error = form.errorOf('email');
  return (
    <AccountForm
      failure={notice.message}
      onSubmit={() => {
        if (form.data && !mutation.isPending) mutation.mutate(form.data);
      }}
    >
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          E-mail
        </label>
        <input
          id={id}
          className="field__control"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={form.values.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => form.set('email', event.target.value)}
          onBlur={() => form.touch('email')}
        />
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <SubmitRow label="Enviar link" valid={form.valid} sending={mutation.isPending} />
      <Link className="account__link" to={paths.stockclub.login}>
        Lembrou a senha? Voltar para o login
      </Link>
    </AccountForm>
  );
}
