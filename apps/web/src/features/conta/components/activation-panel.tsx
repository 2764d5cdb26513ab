import { Link } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { autorizarResponsavel } from '../api/autorizar-responsavel.ts';
import { confirmarRegistro } from '../api/confirmar-registro.ts';
import { activationOutcome, type ActivationKind } from '../utils/activation-outcome.ts';
import { refusalDetail } from '../../../lib/api-error.ts';
import { useSingleCall } from '../utils/use-single-call.ts';
import './account.css';
import { clubeT } from '../../../lib/club-i18n.ts';

interface ActivationPanelProps {
  kind: ActivationKind;
  /** The link's single-use secret. */
  hash: string;
  /** The member's e-mail decoded from the link's `u`, for the login when the answer lacks it. */
  linkEmail: string | undefined;
}

/** Follows an activation or guardian link once and tells the outcome (fan-club.md §4). */
export function ActivationPanel({ kind, hash, linkEmail }: ActivationPanelProps) {
  const state = useSingleCall(() =>
    kind === 'ativacao' ? confirmarRegistro(hash) : autorizarResponsavel(hash),
  );
  if (state.status === 'pending') {
    return (
      <div className="account">
        <h1 className="display stockclub__title">Ativação da conta</h1>
        <Spinner
          label={kind === 'ativacao' ? 'Ativando a conta…' : 'Registrando a autorização…'}
          size="large"
        />
      </div>
    );
  }
  if (state.status === 'error') {
    const detail = refusalDetail(state.error);
    return (
      <div className="account">
        <h1 className="display stockclub__title">Ativação da conta</h1>
        <Notice variant="danger">{clubeT('ativacaoFalha')}</Notice>
        {detail && <p className="account__detail">{detail}</p>}
        <p className="account__text">
          Se o link expirou, entre com o seu e-mail e senha: enviaremos um novo link de ativação.
        </p>
        <div className="account__actions">
          <Link className="account__link" to={paths.stockclub.login}>
            Ir para o login
          </Link>
        </div>
      </div>
    );
  }
  const { user } = state.data;
  const outcome = activationOutcome(kind, user);
  const email = user.email || linkEmail;
  return (
    <div className="account" aria-live="polite">
      <h1 className="display stockclub__title">{outcome.title}</h1>
      <p className="stockclub__lead">{outcome.text}</p>
      <div className="account__actions">
        <Link
          className="button"
          to={email ? paths.stockclub.loginWithEmail(email) : paths.stockclub.login}
        >
          {clubeT('acessarConta')}
        </Link>
      </div>
    </div>
  );
}
