import { Navigate, useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { useAcceptFluxo } from '../api/accept-fluxo.ts';
import { failureText } from '../../../lib/api-error.ts';
import { FlowRules } from './flow-rules.tsx';
import './fanpush.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * `/stockclub/pre-votacao` (fan-club.md §4 Pre-vote): an active phone and the accepted flow go
 * straight to the vote; no phone asks to edit the profile; an inactive phone offers the
 * activation; an active phone shows the rules and continues after they are accepted.
 */
export function PreVote() {
  const { t } = useTranslation(CLUBE_NS);
  const perfil = usePerfil();
  const accept = useAcceptFluxo();
  const navigate = useNavigate();

  const perfilState = queryState(perfil, {
    pending: <Spinner label={t('member.loading')} />,
    errorText: t('erroGenerico'),
    fixedErrorText: true,
  });
  if (!perfilState.ready) return perfilState.screen;
  const { phone, celularAtivo, aceitaFluxoFanpush } = perfilState.data;
  if (celularAtivo && aceitaFluxoFanpush) return <Navigate to={paths.stockclub.votacao} replace />;
  if (!phone) return <PhonePrompt text={t('fanpush.noPhone')} action={t('fanpush.editProfile')} />;
  if (!celularAtivo)
    return <PhonePrompt text={t('fanpush.phoneInactive')} action={t('fanpush.activatePhone')} />;

  const start = () =>
    accept.mutate(undefined, { onSuccess: () => void navigate(paths.stockclub.votacao) });

  return (
    <div className="fanpush-prevote">
      <FlowRules />
      {accept.isError && (
        <Notice variant="danger">{failureText(accept.error, t('erroGenerico'))}</Notice>
      )}
      <button type="button" className="button" disabled={accept.isPending} onClick={start}>
        {t('fanpush.acceptRules')}
      </button>
    </div>
  );
}

function PhonePrompt({ text, action }: { text: string; action: string }) {
  return (
    <div className="fanpush-prevote">
      <Notice>{text}</Notice>
      <Link className="button" to={paths.stockclub.profilePhone}>
        {action}
      </Link>
    </div>
  );
}
