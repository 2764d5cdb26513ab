import { useState } from 'react';
import type { Sessao } from '@stockcar/shared/schemas/meus-dados';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { logout } from '../../../lib/session.ts';
import { useSessoes } from '../api/get-sessoes.ts';
import { formatDateTime } from '../utils/format.ts';
import { EndSessionModal } from './end-session-modal.tsx';
import { LogoutEverywhere } from './logout-everywhere.tsx';
import './meus-dados.css';
import '../../../components/form/text-button.css';
import { clubeT } from '../../../lib/club-i18n.ts';

/** "Sessões e dispositivos": where the account is signed in, each one can be ended. */
export function SessionsSection() {
  const sessions = queryState(useSessoes(), {
    pending: <Spinner label="Carregando suas sessões…" />,
    errorText: 'Não foi possível carregar as suas sessões agora.',
    fixedErrorText: true,
    retryLabel: 'Tentar novamente',
    empty: { when: (list) => list.length === 0, notice: 'Nenhuma sessão ativa.' },
  });
  const [ending, setEnding] = useState<Sessao | undefined>();
  const ended = useTimedNotice();
  return (
    <section className="meus-dados__section" aria-labelledby="meus-dados-sessoes">
      <h2 id="meus-dados-sessoes">Sessões e dispositivos</h2>
      <p>Os aparelhos e navegadores em que a sua conta está conectada agora.</p>
      {ended.message && (
        <p className="notice" role="status">
          {ended.message}
        </p>
      )}
      {sessions.ready ? (
        <ul className="meus-dados__list" aria-label="Sessões ativas">
          {sessions.data.map((sessao) => (
            <li key={sessao.id} className="meus-dados__item meus-dados__session">
              <strong>{sessao.dispositivo}</strong>
              {sessao.atual && <span className="meus-dados__badge">Este dispositivo</span>}
              <span className="meus-dados__meta">
                Último acesso em {formatDateTime(sessao.ultimoUsoEm)} · entrou em{' '}
                {formatDateTime(sessao.criadoEm)}
              </span>
              {sessao.atual ? (
                // This device's session ends as a logout does: here, now, then the login.
                <button
                  type="button"
                  className="text-button"
                  aria-label="Encerrar a sessão deste dispositivo (sair)"
                  onClick={logout}
                >
                  Encerrar
                </button>
              ) : (
                <button
                  type="button"
                  className="text-button"
                  aria-label={`Encerrar a sessão de ${sessao.dispositivo}`}
                  onClick={() => setEnding(sessao)}
                >
                  Encerrar
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        sessions.screen
      )}
      {ending && (
        <EndSessionModal
          sessao={ending}
          onClose={() => setEnding(undefined)}
          onEnded={() => {
            setEnding(undefined);
            ended.show(clubeT('sessaoEncerrada'));
          }}
        />
      )}
      <LogoutEverywhere />
    </section>
  );
}
