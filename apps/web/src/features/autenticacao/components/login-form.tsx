import { useRef, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoginSchema, type Login } from '@stockcar/shared/schemas/clube/autenticacao';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { decodeBase64 } from '../../../lib/club/base64-decode.ts';
import { useLogin } from '../api/login.ts';
import './login-form.css';
import { CONTA_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** fan-club.md §9: the login redirect waits 200 ms. */
export const LOGIN_REDIRECT_MS = 200;

/** The server's text for a refused login, else the spec's generic one (§8). */
function failureOf(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.detail
    ? error.detail
    : clubeT('loginFalha');
}

/**
 * The club's login form (fan-club.md §2): `?u=` (the e-mail in base64) prefills the e-mail and
 * puts the focus on the password; success goes to the club home after 200 ms, query kept.
 * `stayOnPage`: embedded in a page that follows the session (the quiz), success stays there.
 */
export function LoginForm({ stayOnPage = false }: { stayOnPage?: boolean } = {}) {
  const { t } = useTranslation(CONTA_NS);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const prefilled = decodeBase64(search.get('u') ?? '') ?? '';
  const { form, valid } = useZodForm(LoginSchema, { email: prefilled, senha: '' });
  const login = useLogin();
  const notice = useTimedNotice();
  const redirect = useRef<number | undefined>(undefined);
  // Busy until the redirect too: the member is in, another click would log in again.
  const busy = login.isPending || login.isSuccess;

  const submit = (credentials: Login) => {
    notice.hide();
    login.mutate(credentials, {
      onSuccess: () => {
        if (stayOnPage) return;
        const query = search.toString();
        redirect.current = window.setTimeout(
          () => void navigate(paths.stockclub.home + (query ? `?${query}` : '')),
          LOGIN_REDIRECT_MS,
        );
      },
      onError: (error) => notice.show(failureOf(error)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) void form.handleSubmit(submit)(event);
  };

  // A refused login marks both fields until the member changes one.
  const invalid = login.isError ? true : undefined;
  const field = (name: keyof Login) =>
    form.register(name, { onChange: () => login.isError && login.reset() });
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      {notice.message && <Notice variant="danger">{notice.message}</Notice>}
      <label className="login-form__label" htmlFor="login-email">
        {t('login.email')}
      </label>
      <input
        id="login-email"
        className="login-form__input"
        type="email"
        autoComplete="username"
        required
        // The login page's one task (not where the form sits inside another page).
        // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
        autoFocus={!stayOnPage && !prefilled}
        aria-invalid={invalid}
        {...field('email')}
      />
      <label className="login-form__label" htmlFor="login-senha">
        {t('login.senha')}
      </label>
      <input
        id="login-senha"
        className="login-form__input"
        type="password"
        autoComplete="current-password"
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the e-mail came in the link
        autoFocus={!stayOnPage && !!prefilled}
        aria-invalid={invalid}
        {...field('senha')}
      />
      <div className="login-form__actions">
        <button type="submit" className="button login-form__submit" disabled={!valid || busy}>
          {t('login.entrar')}
        </button>
        {busy && <Spinner label={t('login.entrando')} />}
      </div>
      <p className="login-form__links">
        <Link to={paths.stockclub.esqueciSenha}>{t('login.esqueci')}</Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.stockclub.cadastro}>{t('login.cadastro')}</Link>
      </p>
    </form>
  );
}
