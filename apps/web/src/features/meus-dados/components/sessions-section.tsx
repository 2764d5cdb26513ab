import { useState } from 'react';
import type { Sessao } from '@stockcar/shared/schemas/meus-dados';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { queryState } from '../../../components/query-state.tsx';
import { useSectionLoad } from '../../../lib/club/use-section-load.tsx';
import { logout } from '../../../lib/session.ts';
import { useSessoes } from '../api/get-sessoes.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { EndSessionModal } from './end-session-modal.tsx';
import { LogoutEverywhere } from './logout-everywhere.tsx';
import './meus-dados.css';
import '../../../components/form/text-button.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Sessões e dispositivos": where the account is signed in, each one can be ended. */
export function SessionsSection() {
  const { t } = useTranslation(CLUBE_NS);
  const sessions = queryState(useSessoes(), {
    ...useSectionLoad(t('myData.sessions.loading'), t('myData.sessions.loadFailed')),
    empty: { when: (list) => list.length === 0, notice: t('myData.sessions.none') },
  });
  const [ending, setEnding] = useState<Sessao | undefined>();
  const ended = useTimedNotice();
  return (
    <section className="meus-dados__section" aria-labelledby="meus-dados-sessoes">
      <h2 id="meus-dados-sessoes">{t('myData.sessions.title')}</h2>
      <p>{t('myData.sessions.text')}</p>
      {ended.message && (
        <p className="notice" role="status">
          {ended.message}
        </p>
      )}
      {sessions.ready ? (
        <ul className="meus-dados__list" aria-label={t('myData.sessions.listLabel')}>
          {sessions.data.map((sessao) => (
            <li key={sessao.id} className="meus-dados__item meus-dados__session">
              <strong>{sessao.dispositivo}</strong>
              {sessao.atual && (
                <span className="meus-dados__badge">{t('myData.sessions.thisDevice')}</span>
              )}
              <span className="meus-dados__meta">
                {t('myData.sessions.meta', {
                  ultimoUso: formatDateTime(sessao.ultimoUsoEm),
                  criado: formatDateTime(sessao.criadoEm),
                })}
              </span>
              {sessao.atual ? (
                // This device's session ends as a logout does: here, now, then the login.
                <button
                  type="button"
                  className="text-button"
                  aria-label={t('myData.sessions.endThis')}
                  onClick={logout}
                >
                  {t('myData.sessions.end')}
                </button>
              ) : (
                <button
                  type="button"
                  className="text-button"
                  aria-label={t('myData.sessions.endOther', { dispositivo: sessao.dispositivo })}
                  onClick={() => setEnding(sessao)}
                >
                  {t('myData.sessions.end')}
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
            ended.show(t('sessaoEncerrada'));
          }}
        />
      )}
      <LogoutEverywhere />
    </section>
  );
}
