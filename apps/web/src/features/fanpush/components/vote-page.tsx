import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Notice } from '../../../components/notice.tsx';
import { queriesState } from '../../../components/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { clearLocalVotes } from '../../../lib/club/local-votes.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { useSectionLoad } from '../../../lib/club/use-section-load.tsx';
import { useFanpush } from '../api/get-fanpush.ts';
import { ConfirmedVote } from './confirmed-vote.tsx';
import { VoteFlow } from './vote-flow.tsx';
import './fanpush.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/stockclub/votacao-fanpush`: every state of the member's vote (fan-club.md §4 Fan vote). */
export function VotePage() {
  const { t } = useTranslation(CLUBE_NS);
  const perfil = usePerfil();
  const fanpush = useFanpush();
  const [mensagem, setMensagem] = useState<string | undefined>();
  const validado = fanpush.data?.validado ?? false;

  // A vote confirmed elsewhere leaves nothing pending here.
  useEffect(() => {
    if (validado) clearLocalVotes();
  }, [validado]);

  const state = queriesState(
    [perfil, fanpush],
    useSectionLoad(t('fanpush.loading'), `${t('erroGenerico')}.`),
  );
  if (!state.ready) return state.screen;
  const [member, data] = state.data;
  if (data.validado) return <ConfirmedVote pilotos={data.listaPilotosVoto} mensagem={mensagem} />;
  if (!data.fanpushAberto || data.idEtapaFanpush === null) {
    return (
      <>
        <Notice>{t('fanpush.unavailable')}</Notice>
        <p>
          <Link to={paths.stockclub.votacaoLive}>{t('fanpush.seeLive')}</Link>
        </p>
      </>
    );
  }
  if (!member.celularAtivo) {
    return (
      <>
        <Notice>{t('fanpush.phoneNeeded')}</Notice>
        <p>
          <Link className="button" to={paths.stockclub.profilePhone}>
            {t('fanpush.updateProfile')}
          </Link>
        </p>
      </>
    );
  }
  if (!member.aceitaFluxoFanpush) return <Navigate to={paths.stockclub.preVotacao} replace />;
  if (data.listaPilotos.length === 0) return <Notice>{t('semPilotosFanpush')}</Notice>;
  return (
    <>
      {data.etapa && (
        <p className="stockclub__lead">
          {data.etapa.titulo} · {data.etapa.circuito} ({data.etapa.cidade})
        </p>
      )}
      <VoteFlow idEtapaFanpush={data.idEtapaFanpush} fanpush={data} onConfirmed={setMensagem} />
    </>
  );
}
