import { useId } from 'react';
import type { ReciboFanpush } from '@stockcar/shared/schemas/fanpush-recibos';
import { queryState } from '../../../components/query-state.tsx';
import { useSectionLoad } from '../../../lib/club/use-section-load.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { useRecibos } from '../api/get-recibos.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './vote-receipts.css';

/** One confirmed ballot: the stage, its receipt (found in the published file) and the picks. */
function Receipt({ recibo }: { recibo: ReciboFanpush }) {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <li className="fanpush-receipt">
      <h3>{t('fanpush.receipts.stage', { etapa: recibo.etapa, circuito: recibo.circuito })}</h3>
      <p>{t('fanpush.receipts.date', { data: formatDate(recibo.dataEtapa) })}</p>
      <dl>
        <dt>{t('fanpush.receipts.receipt')}</dt>
        <dd>
          <code>{recibo.recibo}</code>
        </dd>
        <dt>{t('fanpush.receipts.picks')}</dt>
        <dd>
          <ol>
            {recibo.pilotos.map((piloto) => (
              <li key={piloto.id}>
                {t('fanpush.receipts.pick', { numero: piloto.numero, nome: piloto.nome })}
              </li>
            ))}
          </ol>
        </dd>
      </dl>
      <p>{t('fanpush.receipts.confirmedAt', { data: formatDateTime(recibo.confirmadoEm) })}</p>
    </li>
  );
}

/**
 * "Meus votos no Fan Push" on the profile (issue 11): each confirmed ballot with its receipt,
 * newest first; loading, a failure with "Tentar novamente", or 'Você ainda não votou'.
 */
export function VoteReceipts() {
  const { t } = useTranslation(CLUBE_NS);
  const headingId = useId();
  const recibos = queryState(useRecibos(), {
    ...useSectionLoad(t('fanpush.receipts.loading'), t('fanpush.receipts.loadFailed')),
    empty: { when: (list) => list.length === 0, notice: t('fanpush.receipts.none') },
  });
  return (
    <section className="fanpush-receipts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('fanpush.receipts.title')}</h2>
      <p>{t('fanpush.receipts.text')}</p>
      {recibos.ready ? (
        <ul className="fanpush-receipts__list" aria-label={t('fanpush.receipts.listLabel')}>
          {recibos.data.map((recibo) => (
            <Receipt key={recibo.recibo} recibo={recibo} />
          ))}
        </ul>
      ) : (
        recibos.screen
      )}
    </section>
  );
}
