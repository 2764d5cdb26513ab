import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginSchema } from '@stockcar/shared/schemas/clube/autenticacao';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { decodeBase64 } from '../../../lib/base64.ts';
import { loginMember } from '../api/login.ts';
import './login-form.css';
import { clubeT } from '../../../lib/club-i18n.ts';

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
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const prefilled = decodeBase64(search.get('u') ?? '') ?? '';
  const [email, setEmail] = useState(prefilled);
  const [senha, setSenha] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const notice = useTimedNotice();
  const redirect = useRef<number | undefined>(undefined);
  const valid = LoginSchema.safeParse({ email, senha }).success;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    notice.hide();
    try {
      await loginMember({ email: email.trim(), senha });
      if (stayOnPage) return;
      const query = search.toString();
      redirect.current = window.setTimeout(
        () => void navigate(paths.stockclub.home + (query ? `?${query}` : '')),
        LOGIN_REDIRECT_MS,
      );
    } catch (error) {
      setFailed(true);
      setSending(false);
      notice.show(failureOf(error));
    }
  }

  const invalid = failed ? true : undefined;
  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
      {notice.message && <Notice variant="danger">{notice.message}</Notice>}
      <label className="login-form__label" htmlFor="login-email">
        E-mail
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
        value={email}
        aria-invalid={invalid}
        onChange={(event) => {
          setEmail(event.target.value);
          setFailed(false);
        }}
      />
      <label className="login-form__label" htmlFor="login-senha">
        Senha
      </label>
      <input
        id="login-senha"
        className="login-form__input"
        type="password"
        autoComplete="current-password"
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the e-mail came in the link
        autoFocus={!stayOnPage && !!prefilled}
        value={senha}
        aria-invalid={invalid}
        onChange={(event) => {
          setSenha(event.target.value);
          setFailed(false);
        }}
      />
      <div className="login-form__actions">
        <button type="submit" className="button login-form__submit" disabled={!valid || sending}>
          Entrar
        </button>
        {sending && <Spinner label="Entrando…" />}
      </div>
      <p className="login-form__links">
        <Link to={paths.stockclub.esqueciSenha}>Esqueci minha senha</Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.stockclub.cadastro}>Ainda não é sócio? Cadastre-se</Link>
      </p>
    </form>
  );
}
