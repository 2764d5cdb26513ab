import { Link } from '../../../components/link.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { refusalDetail } from '../../../lib/api-error.ts';
import { useAutorizarResponsavel } from '../api/autorizar-responsavel.ts';
import { useConfirmarRegistro } from '../api/confirmar-registro.ts';
import { activationOutcome, type ActivationKind } from '../utils/activation-outcome.ts';
import { useSingleCall } from '../utils/use-single-call.ts';
import './account.css';
import { CONTA_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface ActivationPanelProps {
  kind: ActivationKind;
  /** The link's single-use secret. */
  hash: string;
  /** The member's e-mail decoded from the link's `u`, for the login when the answer lacks it. */
  linkEmail: string | undefined;
}

/** Follows an activation or guardian link once and tells the outcome (fan-club.md §4). */
export function ActivationPanel({ kind, hash, linkEmail }: ActivationPanelProps) {
  const { t } = useTranslation(CONTA_NS);
  const confirmar = useConfirmarRegistro();
  const autorizar = useAutorizarResponsavel();
  const activation = kind === 'ativacao' ? confirmar : autorizar;
  useSingleCall(() => activation.mutate(hash));
  if (activation.isError) {
    const detail = refusalDetail(activation.error);
    return (
      <div className="account">
        <h1 className="display stockclub__title">{t('ativacao.titulo')}</h1>
        <Notice variant="danger">{clubeT('ativacaoFalha')}</Notice>
        {detail && <p className="account__detail">{detail}</p>}
        <p className="account__text">{t('ativacao.linkExpirado')}</p>
        <div className="account__actions">
          <Link className="account__link" to={paths.stockclub.login}>
            {t('ativacao.irLogin')}
          </Link>
        </div>
      </div>
    );
  }
  if (!activation.isSuccess) {
    return (
      <div className="account">
        <h1 className="display stockclub__title">{t('ativacao.titulo')}</h1>
        <Spinner
          label={kind === 'ativacao' ? t('ativacao.ativando') : t('ativacao.autorizando')}
          size="large"
        />
      </div>
    );
  }
  const { user } = activation.data;
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
